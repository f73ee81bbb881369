/** The six markets the storefront sells in, as the spec names them. */
export type MarketCode = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL' | 'fr_BE' | 'nl_BE';

/** Languages with a message catalog; English is the source language of every catalog. */
export type Language = 'en' | 'fr' | 'es' | 'it' | 'nl';

/** Everything a screen needs to know about the market it is rendered for. */
export interface Market {
  code: MarketCode;
  language: Exclude<Language, 'en'>;
  /** BCP 47 tag for `Intl` and react-intl. */
  locale: string;
  country: 'FR' | 'ES' | 'IT' | 'NL' | 'BE';
  timeZone: string;
  currency: 'EUR';
  /** Path prefix of the market's pages: Belgian pages carry `/fr` or `/nl`, other markets none. */
  basePath: string;
}

export const MARKETS: Readonly<Record<MarketCode, Market>> = {
  fr_FR: { code: 'fr_FR', language: 'fr', locale: 'fr-FR', country: 'FR', timeZone: 'Europe/Paris', currency: 'EUR', basePath: '' },
  es_ES: { code: 'es_ES', language: 'es', locale: 'es-ES', country: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR', basePath: '' },
  it_IT: { code: 'it_IT', language: 'it', locale: 'it-IT', country: 'IT', timeZone: 'Europe/Rome', currency: 'EUR', basePath: '' },
  nl_NL: { code: 'nl_NL', language: 'nl', locale: 'nl-NL', country: 'NL', timeZone: 'Europe/Amsterdam', currency: 'EUR', basePath: '' },
  fr_BE: { code: 'fr_BE', language: 'fr', locale: 'fr-BE', country: 'BE', timeZone: 'Europe/Brussels', currency: 'EUR', basePath: '/fr' },
  nl_BE: { code: 'nl_BE', language: 'nl', locale: 'nl-BE', country: 'BE', timeZone: 'Europe/Brussels', currency: 'EUR', basePath: '/nl' },
};

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

/** The result of reading the market from a URL: Belgium without a language prefix is the splash page. */
export type MarketResolution = { kind: 'market'; market: Market } | { kind: 'belgian-splash' };

/**
 * Picks the market from the host name (unknown hosts fall back to fr_FR) and, for Belgium,
 * the language from the first path segment.
 */
export function resolveMarket(hostname: string, pathname: string, hostMap: Readonly<Record<string, HostTarget>> = DEFAULT_HOST_MAP): MarketResolution {
  const host = hostname.toLowerCase();
  const target = Object.hasOwn(hostMap, host) ? hostMap[host] : 'fr_FR';
  if (target !== 'BE') return { kind: 'market', market: MARKETS[target] };
  const firstSegment = pathname.split('/')[1];
  if (firstSegment === 'fr') return { kind: 'market', market: MARKETS.fr_BE };
  if (firstSegment === 'nl') return { kind: 'market', market: MARKETS.nl_BE };
  return { kind: 'belgian-splash' };
}
