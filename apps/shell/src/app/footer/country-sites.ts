import { DEFAULT_HOST_MAP, storefrontMarket, type HostTarget } from '@escapade/i18n';
import { MARKET_CODES, type MarketCode } from '@escapade/util-market';

/** A market's site, as the country switcher links to it. */
export interface CountrySite {
  readonly code: MarketCode;
  readonly href: string;
}

const isDevelopmentHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';

/** Address parts of a page, from which the markets' sites on the same family of host names are found. */
export type SiteLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/** Where the public sites are: what a page frame rendered ahead of time, with no address of its own, links to. */
export const PUBLIC_SITE_LOCATION: SiteLocation = {
  protocol: 'https:',
  hostname: Object.keys(DEFAULT_HOST_MAP).find((host) => !isDevelopmentHost(host)) ?? '',
  port: '',
};

/**
 * Every market's site (its home page), on the same family of host names as `location` (the
 * `*.localhost` names in development, the public ones in production) and with the same protocol
 * and port. Hosts come from i18n's host map; Belgian sites add their language prefix.
 */
export function countrySites(location: SiteLocation): CountrySite[] {
  const development = isDevelopmentHost(location.hostname);
  const hostOf = (target: HostTarget) =>
    Object.entries(DEFAULT_HOST_MAP).find(([host, candidate]) => candidate === target && host !== '127.0.0.1' && isDevelopmentHost(host) === development)?.[0];
  const port = location.port ? `:${location.port}` : '';
  return MARKET_CODES.flatMap((code) => {
    const market = storefrontMarket(code);
    const host = hostOf(market.countryLanguages.length > 1 ? 'BE' : code);
    return host ? [{ code, href: `${location.protocol}//${host}${port}${market.basePath}/` }] : [];
  });
}

/** The other markets' sites, as the country switcher lists them (see `countrySites`). */
export function otherCountrySites(current: MarketCode, location: SiteLocation): CountrySite[] {
  return countrySites(location).filter((site) => site.code !== current);
}
