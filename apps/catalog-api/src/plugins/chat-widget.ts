import { CHAT_APP_ID_PATTERN, CHAT_WIDGET_SOURCES } from '@escapade/api-contract';
import { chatOffered, type MarketCode } from '@escapade/util-market';
import { extendPolicy } from './security-headers';

/** Where the site offers its chat widget: the provider's app id (none: no chat anywhere) and whether this is the production environment. */
export interface ChatWidgetConfig {
  readonly appId?: string;
  readonly production: boolean;
}

/**
 * The chat app id as configured, checked: an app id is written into every page offering the chat,
 * so a value that is not one stops the server with a message saying what it must be.
 */
export function checkedChatAppId(appId: string | undefined): string | undefined {
  if (appId === undefined || CHAT_APP_ID_PATTERN.test(appId)) return appId;
  throw new Error(`CHAT_APP_ID must be the chat provider's app id: 1 to 64 letters, digits, '_' or '-' (${CHAT_APP_ID_PATTERN})`);
}

/** The chat widget's configuration from `CHAT_APP_ID` (unset or empty: no chat) and `SITE_ENVIRONMENT` (only `production` counts). */
export function chatWidgetFromEnvironment(environment: NodeJS.ProcessEnv = process.env): ChatWidgetConfig {
  return { appId: checkedChatAppId(environment.CHAT_APP_ID || undefined), production: environment.SITE_ENVIRONMENT === 'production' };
}

/**
 * The app id a page gets (product-side.md section 6: only if an app id is configured and the locale
 * is es_ES or the environment is production; section 1: never on the customer-care site), or nothing.
 */
export function chatAppIdOfPage(config: ChatWidgetConfig | undefined, page: { market: MarketCode; customerCare: boolean } | undefined): string | undefined {
  if (!config?.appId || !page || page.customerCare) return undefined;
  return chatOffered(page.market, { appIdConfigured: true, production: config.production }) ? config.appId : undefined;
}

/**
 * A page's content security policy letting the provider's Messenger run: its sources added to each
 * directive it needs; a directive the policy leaves to `default-src` (frames, media) is written out
 * from it first, so it keeps allowing what it did.
 */
export function withChatSources(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const named = new Set(directives.map((directive) => directive.split(' ')[0]));
  const fallback = directives.find((directive) => directive.startsWith('default-src '))?.slice('default-src '.length) ?? "'self'";
  const written = [
    ...directives,
    ...Object.keys(CHAT_WIDGET_SOURCES)
      .filter((name) => !named.has(name))
      .map((name) => `${name} ${fallback}`),
  ].join(';');
  return Object.entries(CHAT_WIDGET_SOURCES).reduce((extended, [name, sources]) => extendPolicy(extended, [name], sources), written);
}
