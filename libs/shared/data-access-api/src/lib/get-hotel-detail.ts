import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getHotelDetailEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/hotels/{hotelId}/detail.json`: a hotel page’s facts, pictures and breadcrumb. */
export function getHotelDetail(params: ParamsInputOf<'hotelDetail'>, query: QueryValuesOf<'hotelDetail'>, signal?: AbortSignal): Promise<ReplyOf<'hotelDetail'>> {
  const { method, path, reply } = getHotelDetailEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a hotel page. */
export const hotelDetailQueryKey = (params: ParamsInputOf<'hotelDetail'>, query: QueryValuesOf<'hotelDetail'>) => ['hotel', 'detail', params, query] as const;

/** Query options of a hotel page. */
export function hotelDetailQueryOptions(params: ParamsInputOf<'hotelDetail'>, query: QueryValuesOf<'hotelDetail'>) {
  return queryOptions({ queryKey: hotelDetailQueryKey(params, query), queryFn: ({ signal }) => getHotelDetail(params, query, signal) });
}

/** A hotel page as server state. */
export function useHotelDetail(
  params: ParamsInputOf<'hotelDetail'>,
  query: QueryValuesOf<'hotelDetail'>,
  options: QueryHookOptions<ReplyOf<'hotelDetail'>, ReturnType<typeof hotelDetailQueryKey>> = {},
) {
  return useQuery({ ...hotelDetailQueryOptions(params, query), ...options });
}
