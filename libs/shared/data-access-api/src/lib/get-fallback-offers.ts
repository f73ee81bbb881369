import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getFallbackOffersEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/offers.json`: the few stays of a fallback block under thin results, or a hotel’s current offers. */
export function getFallbackOffers(query: QueryValuesOf<'fallbackOffers'>, signal?: AbortSignal): Promise<ReplyOf<'fallbackOffers'>> {
  const { method, path, reply } = getFallbackOffersEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of a fallback block, for reading or invalidating what the hook holds. */
export const fallbackOffersQueryKey = (query: QueryValuesOf<'fallbackOffers'>) => ['offers', 'fallback', query] as const;

/** Query options of a fallback block, shared by the hook and by prefetching. */
export function fallbackOffersQueryOptions(query: QueryValuesOf<'fallbackOffers'>) {
  return queryOptions({
    queryKey: fallbackOffersQueryKey(query),
    queryFn: ({ signal }) => getFallbackOffers(query, signal),
  });
}

/** A fallback block’s stays as server state. */
export function useFallbackOffers(query: QueryValuesOf<'fallbackOffers'>, options: QueryHookOptions<ReplyOf<'fallbackOffers'>, ReturnType<typeof fallbackOffersQueryKey>> = {}) {
  return useQuery({ ...fallbackOffersQueryOptions(query), ...options });
}
