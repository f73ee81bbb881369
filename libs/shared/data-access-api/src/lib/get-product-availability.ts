import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getProductAvailabilityEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/weekend/{weekendId}/availabilities.json`: a product calendar’s days and prices by month. */
export function getProductAvailability(
  params: ParamsInputOf<'productAvailability'>,
  query: QueryValuesOf<'productAvailability'>,
  signal?: AbortSignal,
): Promise<ReplyOf<'productAvailability'>> {
  const { method, path, reply } = getProductAvailabilityEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a product calendar, for reading or invalidating what the hook holds. */
export const productAvailabilityQueryKey = (params: ParamsInputOf<'productAvailability'>, query: QueryValuesOf<'productAvailability'>) =>
  ['availability', 'weekend', params, query] as const;

/** Query options of a product calendar; the shown months stay while the next ones load. */
export function productAvailabilityQueryOptions(params: ParamsInputOf<'productAvailability'>, query: QueryValuesOf<'productAvailability'>) {
  return queryOptions({
    queryKey: productAvailabilityQueryKey(params, query),
    queryFn: ({ signal }) => getProductAvailability(params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A product calendar as server state. */
export function useProductAvailability(
  params: ParamsInputOf<'productAvailability'>,
  query: QueryValuesOf<'productAvailability'>,
  options: QueryHookOptions<ReplyOf<'productAvailability'>, ReturnType<typeof productAvailabilityQueryKey>> = {},
) {
  return useQuery({ ...productAvailabilityQueryOptions(params, query), ...options });
}
