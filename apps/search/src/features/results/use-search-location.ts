import { useCallback, useMemo } from 'react';
import { useHref, useLocation, useNavigate, type Location } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { isDayOver } from '@escapade/util-calendar';
import type { MarketCode } from '@escapade/util-market';
import { normaliseCriteria, parseLocation, searchUrl, type Flow, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { searchHistoryState, type SearchHistoryOptions } from './results-landing';

/** The results page's URL state: the criteria it shows, how to move to other criteria, and real link addresses. */
export interface SearchLocation {
  readonly criteria: SearchCriteria;
  /** Runs a search: a new history entry, so back returns to the previous results (landing on them when `focusResults`). */
  readonly go: (navigation: SearchNavigation, options?: SearchHistoryOptions) => void;
  /** Address of an app path as a link's `href`, with the market's prefix (`/fr`, `/nl`) when it has one. */
  readonly hrefOf: (path: string) => string;
}

/**
 * The criteria a results address shows (hash and query, through util-criteria's codec only). An old
 * link's stay that is over cannot be booked: it is searched without dates (the API refuses it).
 */
export function searchCriteriaAt(location: Pick<Location, 'search' | 'hash'>, market: MarketCode, pageFlow?: Flow, now = new Date()): SearchCriteria {
  const parsed = parseLocation({ search: location.search, hash: location.hash });
  const over = parsed.checkin !== undefined && isDayOver(parsed.checkin, now, market);
  const current = over ? normaliseCriteria({ ...parsed, checkin: undefined, checkout: undefined }) : parsed;
  return pageFlow === undefined || current.flow === pageFlow ? current : normaliseCriteria({ ...current, flow: pageFlow });
}

/**
 * Reads the search criteria from the location (hash and query, through util-criteria's codec only)
 * and navigates by writing them back, so a reload, a shared link or back/forward show the same search.
 * A page that serves one flow only (activity-only results) passes it, so its links keep its path.
 */
export function useSearchLocation(pageFlow?: Flow): SearchLocation {
  const location = useLocation();
  const navigate = useNavigate();
  const root = useHref('/');
  const market = useMarket();
  const criteria = useMemo(
    () => searchCriteriaAt({ search: location.search, hash: location.hash }, market.code, pageFlow),
    [location.search, location.hash, pageFlow, market.code],
  );
  const go = useCallback(
    (navigation: SearchNavigation, options?: SearchHistoryOptions) => void navigate(searchUrl(navigation.criteria), { state: searchHistoryState(navigation, options) }),
    [navigate],
  );
  const hrefOf = useCallback((path: string) => `${root.replace(/\/$/, '')}${path}`, [root]);
  return { criteria, go, hrefOf };
}
