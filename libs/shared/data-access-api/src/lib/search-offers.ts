import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { type BodyInputOf, fillPath, type ReplyOf, searchOffersEndpoint } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `POST /api/offers.json`: stays or gift vouchers for the results page, map markers, or one hotel’s packages. */
export function searchOffers(body: BodyInputOf<'searchOffers'>, signal?: AbortSignal): Promise<ReplyOf<'searchOffers'>> {
  const { method, path, reply } = searchOffersEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** Cache key of a stay or gift search, for reading or invalidating what the hook holds. */
export const searchOffersQueryKey = (body: BodyInputOf<'searchOffers'>) => ['offers', 'search', body] as const;

/** Query options of a stay or gift search; the previous page stays on screen while the next one loads. */
export function searchOffersQueryOptions(body: BodyInputOf<'searchOffers'>) {
  return queryOptions({
    queryKey: searchOffersQueryKey(body),
    queryFn: ({ signal }) => searchOffers(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** Results of a stay or gift search as server state. */
export function useSearchOffers(body: BodyInputOf<'searchOffers'>, options: QueryHookOptions<ReplyOf<'searchOffers'>, ReturnType<typeof searchOffersQueryKey>> = {}) {
  return useQuery({ ...searchOffersQueryOptions(body), ...options });
}
