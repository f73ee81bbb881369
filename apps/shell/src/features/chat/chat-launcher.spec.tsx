import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CHAT_META_NAME } from '@escapade/api-contract';
import { renderInShell } from '../../testing/render-in-shell';
import ChatLauncher from './chat-launcher';
import { useChatOffered } from './index';
import { loadChatMessages } from './messages/load-chat-messages';

const mockOpenChat = jest.fn<Promise<void>, []>();
let mockCustomerCare = false;

// The chat module as the page has it, without its once-only memory: the tag is read on every call here.
const mockChatAppId = () => document.head.querySelector(`meta[name="${CHAT_META_NAME}"]`)?.getAttribute('content') ?? null;
jest.mock('@escapade/app-providers', () => ({
  ...jest.requireActual('@escapade/app-providers'),
  chatAppId: () => mockChatAppId(),
}));
jest.mock('@escapade/app-providers/chat', () => ({
  openChat: () => mockOpenChat(),
}));
jest.mock('@escapade/i18n', () => ({
  ...jest.requireActual('@escapade/i18n'),
  isCustomerCareHost: () => mockCustomerCare,
}));

/** The frame's part the shell gives the launcher: shown where the chat is offered, its code loaded then. */
function Frame() {
  return useChatOffered() ? (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  ) : null;
}

function offerChat(appId: string): void {
  const meta = document.createElement('meta');
  meta.name = CHAT_META_NAME;
  meta.content = appId;
  document.head.append(meta);
}

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const launcher = () => screen.queryByRole('button', { name: 'Chatea con nosotros' });

/** Long enough for a launcher to have drawn, had it been rendered: its texts have come. */
const settled = () => act(() => loadChatMessages('es').then(() => undefined));

beforeEach(() => {
  document.head.innerHTML = '';
  mockCustomerCare = false;
  mockOpenChat.mockReset();
});

describe('the chat launcher (product-side.md section 6: only where an app id is configured, es_ES or production)', () => {
  it('is not shown on a page the server offered no chat', async () => {
    await renderInShell(<Frame />, { market: 'es_ES' });
    await settled();
    expect(launcher()).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown on the customer-care site, even where the page offers the chat (section 1)', async () => {
    offerChat('app1');
    mockCustomerCare = true;
    await renderInShell(<Frame />, { market: 'es_ES' });
    await settled();
    expect(launcher()).toBeNull();
  });

  it('is a button in a region of its own on a page offering the chat, in the market’s language', async () => {
    offerChat('app1');
    await renderInShell(<Frame />, { market: 'es_ES' });
    const region = await screen.findByRole('complementary', { name: 'Chat en directo' });
    expect(region.querySelector('button')?.textContent).toBe('Chatea con nosotros');
    expect(launcher()).toBe(region.querySelector('button'));
    expect(mockOpenChat).not.toHaveBeenCalled();
  });

  it('is busy while the chat opens, then ready for the next press', async () => {
    offerChat('app1');
    const opening = deferred();
    mockOpenChat.mockReturnValueOnce(opening.promise);
    await renderInShell(<Frame />, { market: 'es_ES' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chatea con nosotros' }));
    expect(launcher()?.getAttribute('aria-busy')).toBe('true');
    // A second press meanwhile asks nothing more.
    await waitFor(() => expect(mockOpenChat).toHaveBeenCalledTimes(1));
    fireEvent.click(launcher() as HTMLElement);
    expect(launcher()?.getAttribute('aria-busy')).toBe('true');
    await act(async () => opening.resolve());
    expect(launcher()?.getAttribute('aria-busy')).toBeNull();
    expect(mockOpenChat).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says politely that the chat could not be opened when its provider fails, and tries again on the next press', async () => {
    offerChat('app1');
    const opening = deferred();
    mockOpenChat.mockReturnValueOnce(opening.promise).mockResolvedValueOnce(undefined);
    await renderInShell(<Frame />, { market: 'es_ES' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chatea con nosotros' }));
    expect(launcher()?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(mockOpenChat).toHaveBeenCalledTimes(1));
    await act(async () => opening.reject(new Error('The chat could not be loaded')));
    expect(screen.getByRole('status').textContent).toBe('No se ha podido abrir el chat. Inténtalo de nuevo más tarde.');
    expect(launcher()?.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(launcher() as HTMLElement);
    // Pressed again: asked again, and the message goes while it tries.
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(mockOpenChat).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(launcher()?.getAttribute('aria-busy')).toBeNull());
  });
});
