import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getMapStyleEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/map/style.json`: the offers map's basemap style, place names in the market's language. */
export function getMapStyle(query: QueryValuesOf<'mapStyle'>, signal?: AbortSignal): Promise<ReplyOf<'mapStyle'>> {
  const { method, path, reply } = getMapStyleEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of a market's map style. */
export const mapStyleQueryKey = (query: QueryValuesOf<'mapStyle'>) => ['map', 'style', query] as const;

/** Query options of the map style: it changes only with a release, so it is never refetched in a visit. */
export function mapStyleQueryOptions(query: QueryValuesOf<'mapStyle'>) {
  return queryOptions({
    queryKey: mapStyleQueryKey(query),
    queryFn: ({ signal }) => getMapStyle(query, signal),
    staleTime: Infinity,
  });
}

/** The map style as server state. */
export function useMapStyle(query: QueryValuesOf<'mapStyle'>, options: QueryHookOptions<ReplyOf<'mapStyle'>, ReturnType<typeof mapStyleQueryKey>> = {}) {
  return useQuery({ ...mapStyleQueryOptions(query), ...options });
}
