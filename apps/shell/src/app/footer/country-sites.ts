import { DEFAULT_HOST_MAP, storefrontMarket, type HostTarget } from '@escapade/i18n';
import { MARKET_CODES, type MarketCode } from '@escapade/util-market';

/** A market's site, as the country switcher links to it. */
export interface CountrySite {
  readonly code: MarketCode;
  readonly href: string;
}

const isDevelopmentHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';

/** Where the public sites are: what a page frame rendered ahead of time, with no address of its own, links to. */
export const PUBLIC_SITE_LOCATION: Pick<Location, 'protocol' | 'hostname' | 'port'> = {
  protocol: 'https:',
  hostname: Object.keys(DEFAULT_HOST_MAP).find((host) => !isDevelopmentHost(host)) ?? '',
  port: '',
};

/**
 * The other markets' sites, on the same family of host names as the current page (the
 * `*.localhost` names in development, the public ones in production) and with the same protocol
 * and port. Hosts come from i18n's host map; Belgian sites add their language prefix.
 */
export function otherCountrySites(current: MarketCode, location: Pick<Location, 'protocol' | 'hostname' | 'port'>): CountrySite[] {
  const development = isDevelopmentHost(location.hostname);
  const hostOf = (target: HostTarget) =>
    Object.entries(DEFAULT_HOST_MAP).find(([host, candidate]) => candidate === target && host !== '127.0.0.1' && isDevelopmentHost(host) === development)?.[0];
  const port = location.port ? `:${location.port}` : '';
  return MARKET_CODES.filter((code) => code !== current).flatMap((code) => {
    const market = storefrontMarket(code);
    const host = hostOf(market.countryLanguages.length > 1 ? 'BE' : code);
    return host ? [{ code, href: `${location.protocol}//${host}${port}${market.basePath}/` }] : [];
  });
}
