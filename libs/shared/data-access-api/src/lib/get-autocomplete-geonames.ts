import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getAutocompleteGeonamesEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/autocomplete-geonames.json`: destination suggestions for what was typed. */
export function getAutocompleteGeonames(query: QueryValuesOf<'autocompleteGeonames'>, signal?: AbortSignal): Promise<ReplyOf<'autocompleteGeonames'>> {
  const { method, path, reply } = getAutocompleteGeonamesEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the destination autocomplete, for reading or invalidating what the hook holds. */
export const autocompleteGeonamesQueryKey = (query: QueryValuesOf<'autocompleteGeonames'>) => ['autocomplete', 'geonames', query] as const;

/** Query options of the destination autocomplete; earlier suggestions stay listed while typing goes on. */
export function autocompleteGeonamesQueryOptions(query: QueryValuesOf<'autocompleteGeonames'>) {
  return queryOptions({
    queryKey: autocompleteGeonamesQueryKey(query),
    queryFn: ({ signal }) => getAutocompleteGeonames(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Destination suggestions as server state. */
export function useAutocompleteGeonames(
  query: QueryValuesOf<'autocompleteGeonames'>,
  options: QueryHookOptions<ReplyOf<'autocompleteGeonames'>, ReturnType<typeof autocompleteGeonamesQueryKey>> = {},
) {
  return useQuery({ ...autocompleteGeonamesQueryOptions(query), ...options });
}
