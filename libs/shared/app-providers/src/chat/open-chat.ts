import { chatWidgetScriptUrl } from '@escapade/api-contract';
import { chatAppId } from './chat-app-id';

/** The provider's command function (Intercom Messenger): `Intercom('boot', settings)`, `Intercom('show')`. */
export type MessengerCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    /** Defined once a visitor asks for the chat, never before (see `openChat`). */
    Intercom?: MessengerCommand;
  }
}

/** How long the provider's code may take to arrive before the chat button says it could not open. */
export const CHAT_LOAD_TIMEOUT_MS = 15_000;

let messenger: Promise<MessengerCommand> | undefined;

/**
 * Opens the chat: the first call loads the provider's script and boots its Messenger (without its
 * own launcher: the page's buttons open it), later calls show it again. Nothing of the provider's is
 * loaded or set before a visitor asks. Rejects when the script cannot be loaded, so the button can
 * say so; the next press tries again.
 */
export function openChat(): Promise<void> {
  const id = chatAppId();
  if (id === null) return Promise.reject(new Error('This page offers no chat'));
  messenger ??= loadMessenger(id).catch((error: unknown) => {
    messenger = undefined;
    throw error;
  });
  return messenger.then(() => window.Intercom?.('show'));
}

/** The stand-in the provider's snippet defines until its code has come: commands wait in `q`. */
type QueuedMessenger = MessengerCommand & { q: unknown[][]; c: (args: unknown[]) => void };

/** The provider's script, added once, then its Messenger booted with the app id. */
function loadMessenger(id: string): Promise<MessengerCommand> {
  return new Promise((resolve, reject) => {
    // The provider's queue, shaped as its own snippet shapes it: its code takes over the calls (`c`) and replays the queued ones (`q`).
    const queued: QueuedMessenger = Object.assign((...args: unknown[]) => queued.c(args), {
      q: [] as unknown[][],
      c: (args: unknown[]) => void queued.q.push(args),
    });
    if (typeof window.Intercom !== 'function') window.Intercom = queued;
    const script = document.createElement('script');
    script.async = true;
    script.src = chatWidgetScriptUrl(id);
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      if (window.Intercom === queued) delete window.Intercom;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The chat took too long to load'), CHAT_LOAD_TIMEOUT_MS);
    script.addEventListener('error', () => fail('The chat could not be loaded'));
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const command = window.Intercom;
      if (typeof command !== 'function') return fail('The chat script defined no Messenger');
      command('boot', { app_id: id, hide_default_launcher: true });
      resolve(command);
    });
    document.head.append(script);
  });
}
