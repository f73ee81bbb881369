import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getNearbyDestinationsEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/nearby-destinations.json`: cities with stays on sale near a point, nearest first ('Travel locally!'). */
export function getNearbyDestinations(query: QueryValuesOf<'nearbyDestinations'>, signal?: AbortSignal): Promise<ReplyOf<'nearbyDestinations'>> {
  const { method, path, reply } = getNearbyDestinationsEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the nearby destinations, for reading or invalidating what the hook holds. */
export const nearbyDestinationsQueryKey = (query: QueryValuesOf<'nearbyDestinations'>) => ['autocomplete', 'nearby-destinations', query] as const;

/** Query options of the nearby destinations, shared by the hook and by prefetching. */
export function nearbyDestinationsQueryOptions(query: QueryValuesOf<'nearbyDestinations'>) {
  return queryOptions({
    queryKey: nearbyDestinationsQueryKey(query),
    queryFn: ({ signal }) => getNearbyDestinations(query, signal),
  });
}

/** The nearby destinations as server state. */
export function useNearbyDestinations(
  query: QueryValuesOf<'nearbyDestinations'>,
  options: QueryHookOptions<ReplyOf<'nearbyDestinations'>, ReturnType<typeof nearbyDestinationsQueryKey>> = {},
) {
  return useQuery({ ...nearbyDestinationsQueryOptions(query), ...options });
}
