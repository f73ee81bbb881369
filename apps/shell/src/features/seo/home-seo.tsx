import { defineMessages, type IntlShape } from 'react-intl';
import { storefrontMarket, type Market } from '@escapade/i18n';
import { MARKET_SUPPORT } from '@escapade/util-market';
import { countrySites, type SiteLocation } from '../../app/footer/country-sites';

/** The address search engines should index for a market's home, and its versions in the other markets. */
export interface HomeLinks {
  readonly canonical: string;
  /** One per market (`hrefLang` = its locale), and `x-default` for visitors of no listed language or country. */
  readonly alternates: readonly { readonly hrefLang: string; readonly href: string }[];
}

/** The home's canonical address and its alternates across the six markets, on the host family of `location`. */
export function homeLinks(market: Market, location: SiteLocation): HomeLinks {
  const sites = countrySites(location);
  const hrefOf = (code: Market['code']) => sites.find((site) => site.code === code)?.href ?? '/';
  return {
    canonical: hrefOf(market.code),
    alternates: [...sites.map((site) => ({ hrefLang: storefrontMarket(site.code).locale, href: site.href })), { hrefLang: 'x-default', href: hrefOf('fr_FR') }],
  };
}

/** The Organization structured data of the market's site: name, address, logo and customer care. */
export function organizationData(market: Market, links: HomeLinks): string {
  const support = MARKET_SUPPORT[market.code];
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Escapade',
    url: links.canonical,
    logo: new URL('/favicon.ico', links.canonical).href,
    sameAs: links.alternates.filter((link) => link.hrefLang !== 'x-default' && link.href !== links.canonical).map((link) => link.href),
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: support.phoneE164, availableLanguage: market.locale }],
  }).replace(/</g, '\\u003c');
}

export interface HomeSeoProps {
  readonly market: Market;
  readonly location: SiteLocation;
  readonly title: string;
  readonly description: string;
  /** Written into a page frame's head: marked so the browser's render can take over from it. */
  readonly frame?: boolean;
}

/**
 * The home page's links and social tags for search engines and link previews (canonical, the
 * six markets' alternates, Open Graph, Organization data). React places the links and meta tags in
 * the document head; a page frame writes the same tags into its head ahead of time.
 */
export function HomeSeo({ market, location, title, description, frame = false }: HomeSeoProps) {
  const links = homeLinks(market, location);
  const marker = frame ? { 'data-frame-head': '' } : {};
  return (
    <>
      <link rel="canonical" href={links.canonical} {...marker} />
      {links.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} {...marker} />
      ))}
      <meta property="og:type" content="website" {...marker} />
      <meta property="og:site_name" content="Escapade" {...marker} />
      <meta property="og:title" content={title} {...marker} />
      <meta property="og:description" content={description} {...marker} />
      <meta property="og:url" content={links.canonical} {...marker} />
      <meta property="og:locale" content={market.locale.replace('-', '_')} {...marker} />
      <meta name="twitter:card" content="summary" {...marker} />
      <script type="application/ld+json" {...marker} dangerouslySetInnerHTML={{ __html: organizationData(market, links) }} />
    </>
  );
}

/** The home's heading and introduction, which are also its title and description for search engines. */
export const homeMessages = defineMessages({
  title: { id: 'shell.home.title', defaultMessage: 'Short breaks in Europe' },
  intro: {
    id: 'shell.home.intro',
    defaultMessage: 'Weekends with activities, hotel nights, day activities and gifts, in France, Spain, Italy, the Netherlands and Belgium.',
  },
});

/** The frame's title of a market's home: the same words the home's heading says. */
export function homeTitle(intl: IntlShape): string {
  return `Escapade – ${intl.formatMessage(homeMessages.title)}`;
}

/** The frame's description of a market's home: the home's introduction. */
export function homeDescription(intl: IntlShape): string {
  return intl.formatMessage(homeMessages.intro);
}
