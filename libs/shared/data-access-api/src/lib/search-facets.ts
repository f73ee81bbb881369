import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { type BodyInputOf, fillPath, type ReplyOf, searchFacetsEndpoint } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `POST /api/search/facets.json`: counts per filter option for the filter bar and dialog. */
export function searchFacets(body: BodyInputOf<'searchFacets'>, signal?: AbortSignal): Promise<ReplyOf<'searchFacets'>> {
  const { method, path, reply } = searchFacetsEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** Cache key of the facet call, for reading or invalidating what the hook holds. */
export const searchFacetsQueryKey = (body: BodyInputOf<'searchFacets'>) => ['facets', body] as const;

/** Query options of the facet call; counts stay visible while a new draft is counted. */
export function searchFacetsQueryOptions(body: BodyInputOf<'searchFacets'>) {
  return queryOptions({
    queryKey: searchFacetsQueryKey(body),
    queryFn: ({ signal }) => searchFacets(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** Facet counts of a filter draft as server state. */
export function useSearchFacets(body: BodyInputOf<'searchFacets'>, options: QueryHookOptions<ReplyOf<'searchFacets'>, ReturnType<typeof searchFacetsQueryKey>> = {}) {
  return useQuery({ ...searchFacetsQueryOptions(body), ...options });
}
