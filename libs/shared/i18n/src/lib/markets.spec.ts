import { MARKETS, resolveMarket } from './markets';

describe('resolveMarket', () => {
  it.each([
    ['localhost', 'fr_FR'],
    ['es.localhost', 'es_ES'],
    ['IT.LOCALHOST', 'it_IT'],
    ['www.escapade.nl', 'nl_NL'],
  ])('host %s sells in %s', (host, code) => {
    expect(resolveMarket(host, '/search')).toEqual({ kind: 'market', market: MARKETS[code as keyof typeof MARKETS] });
  });

  it('falls back to fr_FR for an unknown host, including names of object properties', () => {
    expect(resolveMarket('example.org', '/')).toEqual({ kind: 'market', market: MARKETS.fr_FR });
    expect(resolveMarket('constructor', '/')).toEqual({ kind: 'market', market: MARKETS.fr_FR });
  });

  it('takes the Belgian language from the first path segment', () => {
    expect(resolveMarket('be.localhost', '/fr/search')).toEqual({ kind: 'market', market: MARKETS.fr_BE });
    expect(resolveMarket('www.escapade.be', '/nl')).toEqual({ kind: 'market', market: MARKETS.nl_BE });
  });

  it('shows the Belgian splash page when no language is in the path', () => {
    expect(resolveMarket('be.localhost', '/')).toEqual({ kind: 'belgian-splash' });
    expect(resolveMarket('be.localhost', '/de/search')).toEqual({ kind: 'belgian-splash' });
  });

  it('uses a configured host map instead of the default', () => {
    expect(resolveMarket('shop.test', '/', { 'shop.test': 'it_IT' })).toEqual({ kind: 'market', market: MARKETS.it_IT });
  });

  it('gives Belgian markets their path prefix and every market its time zone', () => {
    expect(MARKETS.fr_BE.basePath).toBe('/fr');
    expect(MARKETS.nl_BE.basePath).toBe('/nl');
    expect(MARKETS.es_ES.timeZone).toBe('Europe/Madrid');
  });
});
