import { CHAT_APP_ID_PATTERN, CHAT_META_NAME } from '@escapade/api-contract';

let appId: string | null | undefined;

/**
 * The chat's app id when the server offers the chat on this page (its `escapade-chat` meta tag: the
 * market's rule, and never on the customer-care site), else null. Read once: the head does not change.
 * Also exported by the providers' entry, which every page has at start, so deciding whether to show
 * a chat button costs a page no request; `openChat` comes with the button.
 */
export function chatAppId(): string | null {
  if (typeof document === 'undefined') return null;
  if (appId === undefined) {
    const content = document.head.querySelector<HTMLMetaElement>(`meta[name="${CHAT_META_NAME}"]`)?.content ?? '';
    appId = CHAT_APP_ID_PATTERN.test(content) ? content : null;
  }
  return appId;
}
