import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getPromoBarEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/promo-bar.json`: the running promo bar of a market and flow. */
export function getPromoBar(query: QueryValuesOf<'promoBar'>, signal?: AbortSignal): Promise<ReplyOf<'promoBar'>> {
  const { method, path, reply } = getPromoBarEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the promo bar, for reading or invalidating what the hook holds. */
export const promoBarQueryKey = (query: QueryValuesOf<'promoBar'>) => ['content', 'promo-bar', query] as const;

/** Query options of the promo bar, shared by the hook and by prefetching. */
export function promoBarQueryOptions(query: QueryValuesOf<'promoBar'>) {
  return queryOptions({
    queryKey: promoBarQueryKey(query),
    queryFn: ({ signal }) => getPromoBar(query, signal),
  });
}

/** The promo bar as server state. */
export function usePromoBar(query: QueryValuesOf<'promoBar'>, options: QueryHookOptions<ReplyOf<'promoBar'>, ReturnType<typeof promoBarQueryKey>> = {}) {
  return useQuery({ ...promoBarQueryOptions(query), ...options });
}
