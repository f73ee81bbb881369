import type { PageMeta } from '@escapade/api-contract';
import { MARKET_CODES, type MarketCode } from '@escapade/util-market';

/** Where a market's site is published: its public origin and, on the bilingual Belgian site, its language prefix. */
export interface MarketSite {
  /** Public origin of the market's site, for canonical and alternate links. */
  origin: string;
  /** Path prefix of the bilingual Belgian sites (`/fr`, `/nl`), empty elsewhere. */
  pathPrefix: string;
}

/** Where each market's site is published; every other fact of a market comes from util-market. */
export const SITES: Readonly<Record<MarketCode, MarketSite>> = {
  fr_FR: { origin: 'https://www.escapade.fr', pathPrefix: '' },
  es_ES: { origin: 'https://www.escapade.es', pathPrefix: '' },
  it_IT: { origin: 'https://www.escapade.it', pathPrefix: '' },
  nl_NL: { origin: 'https://www.escapade.nl', pathPrefix: '' },
  fr_BE: { origin: 'https://www.escapade.be', pathPrefix: '/fr' },
  nl_BE: { origin: 'https://www.escapade.be', pathPrefix: '/nl' },
};

/** Address of a page on a market's site. */
export function siteUrl(locale: MarketCode, path: string): string {
  const site = SITES[locale];
  return `${site.origin}${site.pathPrefix}${path}`;
}

/**
 * Meta tags of a page published at the same path in several markets (all by default): canonical on
 * this market's site, alternates on the others.
 */
export function pageMeta(locale: MarketCode, path: string, texts: { title: string; description: string }, markets: readonly MarketCode[] = MARKET_CODES): PageMeta {
  return {
    pageTitle: `${texts.title} | Escapade`,
    metaDescription: texts.description,
    canonicalUrl: siteUrl(locale, path),
    alternateUrls: markets.filter((other) => other !== locale).map((other) => ({ locale: other, url: siteUrl(other, path) })),
  };
}
