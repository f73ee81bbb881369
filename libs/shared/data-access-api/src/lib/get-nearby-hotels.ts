import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getNearbyHotelsEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/hotels/{hotelId}/nearby.json`: the hotels around a hotel, nearest first, as the cards of their cheapest getaways. */
export function getNearbyHotels(params: ParamsInputOf<'nearbyHotels'>, query: QueryValuesOf<'nearbyHotels'>, signal?: AbortSignal): Promise<ReplyOf<'nearbyHotels'>> {
  const { method, path, reply } = getNearbyHotelsEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a hotel's neighbours, by hotel and market. */
export const nearbyHotelsQueryKey = (params: ParamsInputOf<'nearbyHotels'>, query: QueryValuesOf<'nearbyHotels'>) => ['hotel', 'nearby', params, query] as const;

/** Query options of a hotel's neighbours. */
export function nearbyHotelsQueryOptions(params: ParamsInputOf<'nearbyHotels'>, query: QueryValuesOf<'nearbyHotels'>) {
  return queryOptions({
    queryKey: nearbyHotelsQueryKey(params, query),
    queryFn: ({ signal }) => getNearbyHotels(params, query, signal),
  });
}

/** A hotel's neighbours as server state. */
export function useNearbyHotels(
  params: ParamsInputOf<'nearbyHotels'>,
  query: QueryValuesOf<'nearbyHotels'>,
  options: QueryHookOptions<ReplyOf<'nearbyHotels'>, ReturnType<typeof nearbyHotelsQueryKey>> = {},
) {
  return useQuery({ ...nearbyHotelsQueryOptions(params, query), ...options });
}
