import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getHotelAvailabilityEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/hotels/{hotelId}/availabilities.json`: bookable days of a hotel, for the hotel page calendar. */
export function getHotelAvailability(
  params: ParamsInputOf<'hotelAvailability'>,
  query: QueryValuesOf<'hotelAvailability'>,
  signal?: AbortSignal,
): Promise<ReplyOf<'hotelAvailability'>> {
  const { method, path, reply } = getHotelAvailabilityEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a hotel calendar, for reading or invalidating what the hook holds. */
export const hotelAvailabilityQueryKey = (params: ParamsInputOf<'hotelAvailability'>, query: QueryValuesOf<'hotelAvailability'>) =>
  ['availability', 'hotel', params, query] as const;

/** Query options of a hotel calendar; the shown months stay while the next ones load. */
export function hotelAvailabilityQueryOptions(params: ParamsInputOf<'hotelAvailability'>, query: QueryValuesOf<'hotelAvailability'>) {
  return queryOptions({
    queryKey: hotelAvailabilityQueryKey(params, query),
    queryFn: ({ signal }) => getHotelAvailability(params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A hotel calendar as server state. */
export function useHotelAvailability(
  params: ParamsInputOf<'hotelAvailability'>,
  query: QueryValuesOf<'hotelAvailability'>,
  options: QueryHookOptions<ReplyOf<'hotelAvailability'>, ReturnType<typeof hotelAvailabilityQueryKey>> = {},
) {
  return useQuery({ ...hotelAvailabilityQueryOptions(params, query), ...options });
}
