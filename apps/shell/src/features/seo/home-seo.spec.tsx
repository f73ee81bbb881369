import { renderToStaticMarkup } from 'react-dom/server';
import { storefrontMarket } from '@escapade/i18n';
import { PUBLIC_SITE_LOCATION } from '../../app/footer/country-sites';
import { HomeSeo, homeLinks, organizationData } from './home-seo';

describe('the home page for search engines (canonical, alternates across the six markets, Organization)', () => {
  it('links each market’s home to its versions in the others, on the public hosts', () => {
    const links = homeLinks(storefrontMarket('fr_BE'), PUBLIC_SITE_LOCATION);
    expect(links.canonical).toBe('https://www.escapade.be/fr/');
    expect(links.alternates).toEqual([
      { hrefLang: 'fr-FR', href: 'https://www.escapade.fr/' },
      { hrefLang: 'es-ES', href: 'https://www.escapade.es/' },
      { hrefLang: 'it-IT', href: 'https://www.escapade.it/' },
      { hrefLang: 'nl-NL', href: 'https://www.escapade.nl/' },
      { hrefLang: 'fr-BE', href: 'https://www.escapade.be/fr/' },
      { hrefLang: 'nl-BE', href: 'https://www.escapade.be/nl/' },
      { hrefLang: 'x-default', href: 'https://www.escapade.fr/' },
    ]);
  });

  it('stays on the development hosts, port included, when the page is served there', () => {
    const links = homeLinks(storefrontMarket('es_ES'), { protocol: 'http:', hostname: 'es.localhost', port: '4200' });
    expect(links.canonical).toBe('http://es.localhost:4200/');
    expect(links.alternates.map((link) => link.href)).toContain('http://be.localhost:4200/nl/');
  });

  it('describes the organization with the market’s customer-care number, escaped for a script element', () => {
    const market = storefrontMarket('it_IT');
    const data = JSON.parse(organizationData(market, homeLinks(market, PUBLIC_SITE_LOCATION)));
    expect(data).toMatchObject({ '@type': 'Organization', url: 'https://www.escapade.it/', logo: 'https://www.escapade.it/favicon.ico' });
    expect(data.contactPoint[0].telephone).toMatch(/^\+39/);
    expect(data.sameAs).not.toContain('https://www.escapade.it/');
    expect(organizationData(market, { canonical: 'https://x.example/</script>', alternates: [] })).not.toContain('</script>');
  });

  it('writes the tags a page frame carries in its head, marked for the browser to take over', () => {
    const html = renderToStaticMarkup(
      <HomeSeo market={storefrontMarket('nl_NL')} location={PUBLIC_SITE_LOCATION} title="Escapade – Korte vakanties" description="Weekendjes" frame />,
    );
    expect(html).toContain('<link rel="canonical" href="https://www.escapade.nl/" data-frame-head=""/>');
    expect(html).toContain('<link rel="alternate" hrefLang="nl-BE" href="https://www.escapade.be/nl/" data-frame-head=""/>');
    expect(html).toContain('<meta property="og:locale" content="nl_NL" data-frame-head=""/>');
    expect(html).toContain('application/ld+json');
  });
});
