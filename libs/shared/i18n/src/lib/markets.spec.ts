import { MARKET_CODES, MARKETS, type MarketCode } from '@escapade/util-market';
import { isCustomerCareHost, publicUrl, resolveMarket, storefrontMarket } from './markets';

describe('resolveMarket', () => {
  it.each([
    ['localhost', 'fr_FR'],
    ['es.localhost', 'es_ES'],
    ['IT.LOCALHOST', 'it_IT'],
    ['www.escapade.nl', 'nl_NL'],
  ])('host %s sells in %s', (host, code) => {
    expect(resolveMarket(host, '/search')).toEqual({ kind: 'market', market: storefrontMarket(code as MarketCode) });
  });

  it('falls back to fr_FR for an unknown host, including names of object properties', () => {
    expect(resolveMarket('example.org', '/')).toEqual({ kind: 'market', market: storefrontMarket('fr_FR') });
    expect(resolveMarket('constructor', '/')).toEqual({ kind: 'market', market: storefrontMarket('fr_FR') });
  });

  it('reads customer-care mode from the host prefix and the market from the host behind it', () => {
    expect(isCustomerCareHost('customercare.es.localhost')).toBe(true);
    expect(isCustomerCareHost('CustomerCare.localhost')).toBe(true);
    expect(isCustomerCareHost('es.localhost')).toBe(false);
    expect(isCustomerCareHost('www.customercare.example')).toBe(false);
    expect(resolveMarket('customercare.es.localhost', '/search')).toEqual({ kind: 'market', market: storefrontMarket('es_ES') });
    expect(resolveMarket('customercare.be.localhost', '/nl/search')).toEqual({ kind: 'market', market: storefrontMarket('nl_BE') });
  });

  it('gives copied addresses of the customer-care site on the public host, keeping port, path, query and hash', () => {
    expect(publicUrl('http://customercare.es.localhost:3000/product/12?flow=gifting#checkin=2026-12-02')).toBe(
      'http://es.localhost:3000/product/12?flow=gifting#checkin=2026-12-02',
    );
    expect(publicUrl('https://CUSTOMERCARE.www.escapade.be/nl/search?flow=booking')).toBe('https://www.escapade.be/nl/search?flow=booking');
    expect(publicUrl('http://localhost:3000/search?flow=booking')).toBe('http://localhost:3000/search?flow=booking');
    expect(publicUrl('https://www.customercare.example/')).toBe('https://www.customercare.example/');
    expect(publicUrl('/search?flow=booking')).toBe('/search?flow=booking');
    expect(publicUrl('http://customercare.[bad')).toBe('http://customercare.[bad');
  });

  it('takes the Belgian language from the first path segment', () => {
    expect(resolveMarket('be.localhost', '/fr/search')).toEqual({ kind: 'market', market: storefrontMarket('fr_BE') });
    expect(resolveMarket('www.escapade.be', '/nl')).toEqual({ kind: 'market', market: storefrontMarket('nl_BE') });
  });

  it('shows the Belgian splash page when no language is in the path', () => {
    expect(resolveMarket('be.localhost', '/')).toEqual({ kind: 'belgian-splash' });
    expect(resolveMarket('be.localhost', '/de/search')).toEqual({ kind: 'belgian-splash' });
  });

  it('uses a configured host map instead of the default', () => {
    expect(resolveMarket('shop.test', '/', { 'shop.test': 'it_IT' })).toEqual({ kind: 'market', market: storefrontMarket('it_IT') });
  });

  it('Belgian pages carry their language as path prefix (/fr, /nl); the other markets none', () => {
    expect(storefrontMarket('fr_BE').basePath).toBe('/fr');
    expect(storefrontMarket('nl_BE').basePath).toBe('/nl');
    for (const code of ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const) expect(storefrontMarket(code).basePath).toBe('');
  });

  it("a screen's market carries util-market's facts unchanged, one object per market", () => {
    for (const code of MARKET_CODES) {
      expect(storefrontMarket(code)).toMatchObject(MARKETS[code]);
      expect(storefrontMarket(code)).toBe(storefrontMarket(code));
    }
  });
});
