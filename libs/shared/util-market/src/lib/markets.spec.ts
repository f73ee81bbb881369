import { COUNTRY_CODES, intlLocaleOf, isMarketCode, MARKET_CODES, MARKETS, marketOf, POINTS_OF_SALE } from './markets';

describe('markets', () => {
  it('sells in the six markets of the spec, each keyed by its own code', () => {
    expect(MARKET_CODES).toEqual(['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']);
    for (const code of MARKET_CODES) expect(MARKETS[code].code).toBe(code);
  });

  it('reads each market clock in its own capital', () => {
    expect(Object.fromEntries(MARKET_CODES.map((code) => [code, MARKETS[code].timeZone]))).toEqual({
      fr_FR: 'Europe/Paris',
      es_ES: 'Europe/Madrid',
      it_IT: 'Europe/Rome',
      nl_NL: 'Europe/Amsterdam',
      fr_BE: 'Europe/Brussels',
      nl_BE: 'Europe/Brussels',
    });
  });

  it('derives language, BCP 47 locale, country and point of sale from the code', () => {
    for (const code of MARKET_CODES) {
      const [language, country] = code.split('_');
      const market = MARKETS[code];
      expect(market.language).toBe(language);
      expect(market.locale).toBe(`${language}-${country}`);
      expect(market.country).toBe(country);
      expect(market.pointOfSale).toBe(country.toLowerCase());
      expect(market.currency).toBe('EUR');
      expect(COUNTRY_CODES).toContain(market.country);
      expect(POINTS_OF_SALE).toContain(market.pointOfSale);
    }
  });

  it('gives Belgium two languages, French first, and every other country one', () => {
    expect(MARKETS.fr_BE.countryLanguages).toEqual(['fr', 'nl']);
    expect(MARKETS.nl_BE.countryLanguages).toEqual(['fr', 'nl']);
    expect(MARKETS.es_ES.countryLanguages).toEqual(['es']);
  });

  it('accepts only the six codes', () => {
    expect(isMarketCode('nl_BE')).toBe(true);
    expect(isMarketCode('en_GB')).toBe(false);
    expect(isMarketCode('fr-FR')).toBe(false);
    expect(isMarketCode(undefined)).toBe(false);
  });

  it('finds the market of a country in a language', () => {
    expect(marketOf('BE', 'nl')).toBe('nl_BE');
    expect(marketOf('BE', 'fr')).toBe('fr_BE');
    expect(marketOf('ES', 'es')).toBe('es_ES');
    expect(marketOf('FR', 'nl')).toBeUndefined();
  });

  it('gives Intl a BCP 47 tag for a market code, and keeps a tag as it is', () => {
    expect(intlLocaleOf('nl_BE')).toBe('nl-BE');
    expect(intlLocaleOf('fr-FR')).toBe('fr-FR');
    expect(() => new Intl.NumberFormat(intlLocaleOf('it_IT'))).not.toThrow();
  });
});
