import { MARKET_CODES, MARKET_LANGUAGES, type Market as MarketFacts, type MarketCode, type MarketLanguage, MARKETS, marketOf } from '@escapade/util-market';

/** Languages with a message catalog; English is the source language of every catalog. */
export type Language = 'en' | MarketLanguage;

/** A market as a screen renders it: util-market's facts plus the path prefix of its pages. */
export interface Market extends MarketFacts {
  /** Path prefix of the market's pages: Belgian pages carry `/fr` or `/nl`, other markets none. */
  readonly basePath: string;
}

/** A country with several languages says which one in the first path segment; the others need no prefix. */
function basePathOf(code: MarketCode): string {
  const { countryLanguages, language } = MARKETS[code];
  return countryLanguages.length > 1 ? `/${language}` : '';
}

const STOREFRONT_MARKETS = Object.fromEntries(MARKET_CODES.map((code) => [code, { ...MARKETS[code], basePath: basePathOf(code) }])) as Readonly<Record<MarketCode, Market>>;

/** The market a screen renders for, with its path prefix; one object per market, so providers keep a stable value. */
export function storefrontMarket(code: MarketCode): Market {
  return STOREFRONT_MARKETS[code];
}

/** What a host name points at: one market, or Belgium, whose language comes from the path. */
export type HostTarget = MarketCode | 'BE';

/**
 * Host name → market. Development names use `*.localhost`, which browsers resolve to the
 * loopback address, so every market can be visited on one machine.
 */
export const DEFAULT_HOST_MAP: Readonly<Record<string, HostTarget>> = {
  localhost: 'fr_FR',
  '127.0.0.1': 'fr_FR',
  'fr.localhost': 'fr_FR',
  'es.localhost': 'es_ES',
  'it.localhost': 'it_IT',
  'nl.localhost': 'nl_NL',
  'be.localhost': 'BE',
  'www.escapade.fr': 'fr_FR',
  'www.escapade.es': 'es_ES',
  'www.escapade.it': 'it_IT',
  'www.escapade.nl': 'nl_NL',
  'www.escapade.be': 'BE',
};

/**
 * Customer-care staff open a market's site on its host name behind this label
 * (`customercare.es.localhost`): the host says the application mode (product-side.md section 1).
 */
export const CUSTOMER_CARE_HOST_PREFIX = 'customercare.';

/** Whether the site is in customer-care mode, where staff act for a customer: inline promo blocks and similar are hidden. */
export function isCustomerCareHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith(CUSTOMER_CARE_HOST_PREFIX);
}

/**
 * An address to copy or share from the customer-care site, on the public host the customer can
 * open (`customercare.es.localhost/product/12` → `es.localhost/product/12`): the prefix goes, the
 * rest (scheme, port, path, query, hash) stays. Other addresses come back unchanged.
 */
export function publicUrl(url: string): string {
  // Only absolute addresses name a host; a path is the same on both sites.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (parsed === null || !isCustomerCareHost(parsed.hostname)) return url;
  parsed.hostname = parsed.hostname.slice(CUSTOMER_CARE_HOST_PREFIX.length);
  return parsed.href;
}

/** The result of reading the market from a URL: Belgium without a language prefix is the splash page. */
export type MarketResolution = { kind: 'market'; market: Market } | { kind: 'belgian-splash' };

/**
 * Picks the market from the host name, customer-care prefix aside (unknown hosts fall back to fr_FR) and, for Belgium,
 * the language from the first path segment.
 */
export function resolveMarket(hostname: string, pathname: string, hostMap: Readonly<Record<string, HostTarget>> = DEFAULT_HOST_MAP): MarketResolution {
  // The customer-care site is the market's own behind a prefix.
  const lowered = hostname.toLowerCase();
  const host = isCustomerCareHost(lowered) ? lowered.slice(CUSTOMER_CARE_HOST_PREFIX.length) : lowered;
  const target = Object.hasOwn(hostMap, host) ? hostMap[host] : 'fr_FR';
  if (target !== 'BE') return { kind: 'market', market: storefrontMarket(target) };
  const language = MARKET_LANGUAGES.find((candidate) => candidate === pathname.split('/')[1]);
  const code = language === undefined ? undefined : marketOf('BE', language);
  return code === undefined ? { kind: 'belgian-splash' } : { kind: 'market', market: storefrontMarket(code) };
}
