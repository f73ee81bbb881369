import { useMemo } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_LIMIT } from '@escapade/api-contract';
import { searchOffersQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildOffersSearchRequest } from '@escapade/util-criteria';
import { useSearchLocation } from './use-search-location';

/** Results per page: the contract's default page, a multiple of the 3-column grid. */
export const RESULTS_PAGE_SIZE = DEFAULT_PAGE_LIMIT;

/** The stay results page's URL state and the search it sends for it. */
export function useStayResultsRequest() {
  const market = useMarket();
  const location = useSearchLocation();
  const body = useMemo(() => buildOffersSearchRequest(location.criteria, { locale: market.code, limit: RESULTS_PAGE_SIZE }), [location.criteria, market.code]);
  return { ...location, body };
}

/**
 * Starts a stay results page's search as soon as the remote's code runs, while the page's texts
 * are still on their way: the results then wait for the later of the two, not for one after the other.
 */
export function StayResultsPrefetch() {
  usePrefetchQuery(searchOffersQueryOptions(useStayResultsRequest().body));
  return null;
}
