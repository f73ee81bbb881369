import { useMemo } from 'react';
import { preload } from 'react-dom';
import { usePrefetchQuery } from '@escapade/query';
import { DEFAULT_PAGE_LIMIT } from '@escapade/api-contract';
import { searchOffersQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import type { PagePrefetch } from '@escapade/app-providers';
import { matchPath } from '@escapade/app-providers/router';
import { buildOffersSearchRequest, STAY_RESULTS_PATH, type SearchCriteria } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';
import { searchCriteriaAt, useSearchLocation } from './use-search-location';

/** Results per page: the contract's default page, a multiple of the 3-column grid. */
export const RESULTS_PAGE_SIZE = DEFAULT_PAGE_LIMIT;

/** The search a stay results page sends for its criteria. */
const stayResultsBody = (criteria: SearchCriteria, market: MarketCode) => buildOffersSearchRequest(criteria, { locale: market, limit: RESULTS_PAGE_SIZE });

/** The stay results page's URL state and the search it sends for it. */
export function useStayResultsRequest() {
  const market = useMarket();
  const location = useSearchLocation();
  const body = useMemo(() => stayResultsBody(location.criteria, market.code), [location.criteria, market.code]);
  return { ...location, body };
}

/**
 * Starts the search of the stay results page being opened, from its address alone, as the shell
 * starts: the same request, under the same key, as the page's own, which then finds it on its way.
 * The first card's first picture, likely the page's largest paint, is fetched as soon as the results
 * come rather than once the page has rendered them.
 */
export function prefetchStayResults({ queryClient, market, page }: PagePrefetch): void {
  if (!matchPath(STAY_RESULTS_PATH, page.path)) return;
  const search = searchOffersQueryOptions(stayResultsBody(searchCriteriaAt(page, market), market));
  void queryClient.prefetchQuery(search).then(() => {
    const picture = queryClient.getQueryData(search.queryKey)?.exactMatches[0]?.images[0]?.url;
    if (picture) preload(picture, { as: 'image', fetchPriority: 'high' });
  });
}

/**
 * Starts a stay results page's search as soon as the remote's code runs, while the page's texts
 * are still on their way: the results then wait for the later of the two, not for one after the other.
 */
export function StayResultsPrefetch() {
  usePrefetchQuery(searchOffersQueryOptions(useStayResultsRequest().body));
  return null;
}
