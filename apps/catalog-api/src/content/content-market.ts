import type { Flow } from '@escapade/api-contract';
import { type MarketLanguage as Language, type MarketCode as Locale, type PointOfSale, type CountryCode, MARKET_CODES, MARKETS as MARKET_FACTS } from '@escapade/util-market';
import type { CatalogSnapshot, LocalizedText, Place } from '../catalog/catalog-snapshot';
import { searchUrl as criteriaSearchUrl } from '@escapade/util-criteria';
import { SITES, type MarketSite } from './site-urls';

/** What content needs to know about a market: its country, its language and its site. */
export interface MarketProfile extends MarketSite {
  locale: Locale;
  countryCode: CountryCode;
  language: Language;
  pointOfSale: PointOfSale;
}

/** The six markets of the spec, as content reads them. */
export const MARKETS: Readonly<Record<Locale, MarketProfile>> = Object.fromEntries(
  MARKET_CODES.map((code) => {
    const market = MARKET_FACTS[code];
    return [code, { locale: code, countryCode: market.country, language: market.language, pointOfSale: market.pointOfSale, ...SITES[code] }];
  }),
) as Record<Locale, MarketProfile>;

/** Country names, for catalogs without country places (fixtures); slugs follow the English name as the seed's do. */
export const COUNTRY_NAMES: Readonly<Record<CountryCode, LocalizedText>> = {
  FR: {
    fr: 'France',
    es: 'Francia',
    it: 'Francia',
    nl: 'Frankrijk',
    en: 'France',
  },
  ES: { fr: 'Espagne', es: 'España', it: 'Spagna', nl: 'Spanje', en: 'Spain' },
  IT: { fr: 'Italie', es: 'Italia', it: 'Italia', nl: 'Italië', en: 'Italy' },
  NL: {
    fr: 'Pays-Bas',
    es: 'Países Bajos',
    it: 'Paesi Bassi',
    nl: 'Nederland',
    en: 'Netherlands',
  },
  BE: {
    fr: 'Belgique',
    es: 'Bélgica',
    it: 'Belgio',
    nl: 'België',
    en: 'Belgium',
  },
};

/**
 * A stable picture id for a piece of content without a catalog photo (banners, boxes, logos):
 * the same key always gives the same picture, in a range apart from catalog ids.
 */
export function contentImageId(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1_000_000_000 + (hash % 1_000_000_000);
}

/**
 * Results-page address for a flow with hash keys as the spec names them (city, region, theme,
 * tags…), written by the criteria codec so content links read back as the search they name.
 */
export function searchUrl(flow: Flow, hash: Readonly<Record<string, string | number>> = {}): string {
  const { tags, ...keys } = hash;
  return criteriaSearchUrl({ ...keys, flow, tags: tags === undefined ? undefined : String(tags).split(',') });
}

/** A place's name in the market language, the English name where it has none. */
export function placeName(place: Place, language: Language): string {
  return place.names[language] || place.names.en;
}

/** Lower-case ASCII words joined by dashes, as slugs are written. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The country place of a market (or one built from the country names when the catalog has none). */
export function countryPlace(snapshot: CatalogSnapshot, countryCode: CountryCode): Place {
  const found = snapshot.places.find((place) => place.kind === 'country' && place.countryCode === countryCode);
  if (found) return found;
  const names = COUNTRY_NAMES[countryCode];
  return {
    id: 0,
    kind: 'country',
    names,
    slug: slugOf(names.en),
    countryCode,
    latitude: 0,
    longitude: 0,
    population: 0,
    postalCode: null,
    departmentId: null,
    regionId: null,
  };
}
