import { CHAT_META_NAME } from '@escapade/api-contract';
import type * as Chat from './index';

/** The module as a new page gets it: nothing read, nothing loaded. */
function freshChat(): typeof Chat {
  let chat: typeof Chat | undefined;
  jest.isolateModules(() => {
    chat = jest.requireActual<typeof Chat>('./index');
  });
  if (!chat) throw new Error('chat module not loaded');
  return chat;
}

/** The tag the server writes in the head of a page that offers the chat. */
function offerChat(appId: string): void {
  const meta = document.createElement('meta');
  meta.name = CHAT_META_NAME;
  meta.content = appId;
  document.head.append(meta);
}

const scripts = () => [...document.head.querySelectorAll('script')];

/** The provider's script arriving: it defines the Messenger, which records the commands it gets. */
function providerLoads(): jest.Mock {
  const messenger = jest.fn();
  window.Intercom = messenger;
  scripts()[0].dispatchEvent(new Event('load'));
  return messenger;
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.Intercom;
});

afterEach(() => jest.useRealTimers());

describe('the chat app id (product-side.md section 6: only where an app id is configured)', () => {
  it('is the one the server wrote in the page’s head, read once', () => {
    offerChat('k3y_4pp-ID');
    const chat = freshChat();
    expect(chat.chatAppId()).toBe('k3y_4pp-ID');
    document.head.innerHTML = '';
    expect(chat.chatAppId()).toBe('k3y_4pp-ID');
  });

  it('is null on a page without the tag, or with one that is no app id', () => {
    expect(freshChat().chatAppId()).toBeNull();
    offerChat('"><script>');
    expect(freshChat().chatAppId()).toBeNull();
    document.head.innerHTML = '';
    offerChat('');
    expect(freshChat().chatAppId()).toBeNull();
  });
});

describe('opening the chat', () => {
  it('loads nothing from the provider and sets nothing until a visitor asks', () => {
    offerChat('app1');
    freshChat().chatAppId();
    expect(scripts()).toHaveLength(0);
    expect(window.Intercom).toBeUndefined();
  });

  it('adds the provider’s script once, boots its Messenger with the app id and no launcher of its own, then shows it', async () => {
    offerChat('app1');
    const chat = freshChat();
    const first = chat.openChat();
    const second = chat.openChat();
    expect(scripts().map((script) => script.src)).toEqual(['https://widget.intercom.io/widget/app1']);
    expect(scripts()[0].async).toBe(true);
    const messenger = providerLoads();
    await Promise.all([first, second]);
    expect(messenger.mock.calls[0]).toEqual(['boot', { app_id: 'app1', hide_default_launcher: true }]);
    expect(messenger.mock.calls.slice(1)).toEqual([['show'], ['show']]);
    // Pressed again later: shown again, neither loaded nor booted twice.
    await chat.openChat();
    expect(scripts()).toHaveLength(1);
    expect(messenger.mock.calls.filter(([command]) => command === 'boot')).toHaveLength(1);
    expect(messenger).toHaveBeenLastCalledWith('show');
  });

  it('queues the commands, as the provider’s snippet does, while its code has not taken over', async () => {
    offerChat('app1');
    const chat = freshChat();
    const opened = chat.openChat();
    const queued = window.Intercom as unknown as { q: unknown[][] };
    scripts()[0].dispatchEvent(new Event('load'));
    await opened;
    expect(queued.q).toEqual([['boot', { app_id: 'app1', hide_default_launcher: true }], ['show']]);
  });

  it('rejects when the provider’s script cannot be loaded, leaves nothing behind, and tries again on the next press', async () => {
    offerChat('app1');
    const chat = freshChat();
    const opened = chat.openChat();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(opened).rejects.toThrow('The chat could not be loaded');
    expect(scripts()).toHaveLength(0);
    expect(window.Intercom).toBeUndefined();
    const again = chat.openChat();
    expect(scripts()).toHaveLength(1);
    const messenger = providerLoads();
    await again;
    expect(messenger).toHaveBeenCalledWith('boot', { app_id: 'app1', hide_default_launcher: true });
  });

  it('rejects when the provider’s script takes too long', async () => {
    jest.useFakeTimers();
    offerChat('app1');
    const opened = freshChat().openChat();
    jest.advanceTimersByTime(freshChat().CHAT_LOAD_TIMEOUT_MS);
    await expect(opened).rejects.toThrow('The chat took too long to load');
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when the loaded script leaves no Messenger', async () => {
    offerChat('app1');
    const opened = freshChat().openChat();
    delete window.Intercom;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(opened).rejects.toThrow('The chat script defined no Messenger');
  });

  it('rejects and loads nothing on a page that offers no chat', async () => {
    await expect(freshChat().openChat()).rejects.toThrow('This page offers no chat');
    expect(scripts()).toHaveLength(0);
  });
});
