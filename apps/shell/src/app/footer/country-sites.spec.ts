import { otherCountrySites } from './country-sites';

describe('the country switcher targets (product-side.md, footer)', () => {
  it('links the public sites from a public host, Belgium with its two languages', () => {
    expect(otherCountrySites('nl_BE', { protocol: 'https:', hostname: 'www.escapade.be', port: '' })).toEqual([
      { code: 'fr_FR', href: 'https://www.escapade.fr/' },
      { code: 'es_ES', href: 'https://www.escapade.es/' },
      { code: 'it_IT', href: 'https://www.escapade.it/' },
      { code: 'nl_NL', href: 'https://www.escapade.nl/' },
      { code: 'fr_BE', href: 'https://www.escapade.be/fr/' },
    ]);
  });

  it('stays on the development hosts and port from a development host', () => {
    expect(otherCountrySites('es_ES', { protocol: 'http:', hostname: 'es.localhost', port: '4200' }).map((site) => site.href)).toEqual([
      'http://localhost:4200/',
      'http://it.localhost:4200/',
      'http://nl.localhost:4200/',
      'http://be.localhost:4200/fr/',
      'http://be.localhost:4200/nl/',
    ]);
  });
});
