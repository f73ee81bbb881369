/** The six markets of the storefront, as the spec names them (`locale` of every request). */
export const MARKET_CODES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;

/** A market code such as `fr_FR`: a country and the language its pages are written in. */
export type MarketCode = (typeof MARKET_CODES)[number];

/** Languages the markets are written in (lower case, as the newsletter and catalogs name them). */
export const MARKET_LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;

/** A language of a market. */
export type MarketLanguage = (typeof MARKET_LANGUAGES)[number];

/** Countries the storefront sells in (ISO 3166-1 alpha-2). */
export const COUNTRY_CODES = ['FR', 'ES', 'IT', 'NL', 'BE'] as const;

/** A country of the storefront. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Points of sale: the lower-case country of a market (newsletter `country`, analytics `{pos}`, `site` of calls). */
export const POINTS_OF_SALE = ['fr', 'es', 'it', 'nl', 'be'] as const;

/** A lower-case point-of-sale code. */
export type PointOfSale = (typeof POINTS_OF_SALE)[number];

/** Currency of every price of every market. */
export const CURRENCY = 'EUR';

/** What every screen and every server reply needs to know about a market. */
export interface Market {
  readonly code: MarketCode;
  readonly language: MarketLanguage;
  /** BCP 47 tag for `Intl` and react-intl (`fr-BE`). */
  readonly locale: string;
  readonly country: CountryCode;
  readonly pointOfSale: PointOfSale;
  /** IANA zone: "today", "after 20:00", "Sunday" and deadlines are read on the market's clock. */
  readonly timeZone: string;
  readonly currency: typeof CURRENCY;
  /** Languages of the market's country, in the order the language selector lists them (Belgium has two). */
  readonly countryLanguages: readonly MarketLanguage[];
}

/** Every market and its facts: the one place they are declared. */
export const MARKETS: Readonly<Record<MarketCode, Market>> = {
  fr_FR: { code: 'fr_FR', language: 'fr', locale: 'fr-FR', country: 'FR', pointOfSale: 'fr', timeZone: 'Europe/Paris', currency: CURRENCY, countryLanguages: ['fr'] },
  es_ES: { code: 'es_ES', language: 'es', locale: 'es-ES', country: 'ES', pointOfSale: 'es', timeZone: 'Europe/Madrid', currency: CURRENCY, countryLanguages: ['es'] },
  it_IT: { code: 'it_IT', language: 'it', locale: 'it-IT', country: 'IT', pointOfSale: 'it', timeZone: 'Europe/Rome', currency: CURRENCY, countryLanguages: ['it'] },
  nl_NL: { code: 'nl_NL', language: 'nl', locale: 'nl-NL', country: 'NL', pointOfSale: 'nl', timeZone: 'Europe/Amsterdam', currency: CURRENCY, countryLanguages: ['nl'] },
  fr_BE: { code: 'fr_BE', language: 'fr', locale: 'fr-BE', country: 'BE', pointOfSale: 'be', timeZone: 'Europe/Brussels', currency: CURRENCY, countryLanguages: ['fr', 'nl'] },
  nl_BE: { code: 'nl_BE', language: 'nl', locale: 'nl-BE', country: 'BE', pointOfSale: 'be', timeZone: 'Europe/Brussels', currency: CURRENCY, countryLanguages: ['fr', 'nl'] },
};

/** Whether a value read from a URL, a cookie or a request names one of the six markets. */
export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag `Intl` reads, from a locale given either way: a market code (`fr_FR`, as requests and
 * the API carry it) gives its market's tag (`fr-FR`); a tag is kept as it is.
 */
export function intlLocaleOf(locale: string): string {
  return isMarketCode(locale) ? MARKETS[locale].locale : locale;
}

/** The market of a country in one of its languages (`BE` + `nl` → `nl_BE`), or undefined when it has none. */
export function marketOf(country: CountryCode, language: MarketLanguage): MarketCode | undefined {
  return MARKET_CODES.find((code) => MARKETS[code].country === country && MARKETS[code].language === language);
}
