/**
 * The chat widget between the server and the page (product-side.md section 6: only where an app id
 * is configured, and in es_ES or in production). The server decides per visit and writes the app id
 * into the page's head as `<meta name="escapade-chat" content="{app id}">`; the page's chat buttons
 * show only where it is, and load the provider's Messenger when a visitor presses one. In a module of
 * its own, without schemas, so the pages' start-up code takes nothing else of the contract with it.
 */
export const CHAT_META_NAME = 'escapade-chat';

/** What an app id may be: the server refuses to start with another, so it is safe in an attribute and an address. */
export const CHAT_APP_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The provider's loader (Intercom Messenger) for an app id: the one script a page asks the provider for itself. */
export function chatWidgetScriptUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

/**
 * What a page offering the chat may load from the provider, per directive of its content security
 * policy (the provider's published allow-list: its loader and code, its API and live connections,
 * its pictures, fonts, sounds, and the frames it opens for articles and videos).
 */
export const CHAT_WIDGET_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
  ],
  'img-src': [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://static.intercomassets.eu',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://messenger-apps.eu.intercom.io',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com', 'https://downloads.intercomcdn.eu'],
  'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://fast.wistia.net'],
};
