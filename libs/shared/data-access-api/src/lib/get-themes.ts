import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getThemesEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/themes.json`: the themes the search box offers, named in the market's language. */
export function getThemes(query: QueryValuesOf<'themes'>, signal?: AbortSignal): Promise<ReplyOf<'themes'>> {
  const { method, path, reply } = getThemesEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the themes, for reading or invalidating what the hook holds. */
export const themesQueryKey = (query: QueryValuesOf<'themes'>) => ['search', 'themes', query] as const;

/** Query options of the themes, shared by the hook and by prefetching; the catalog's themes change with a release, not during a visit. */
export function themesQueryOptions(query: QueryValuesOf<'themes'>) {
  return queryOptions({
    queryKey: themesQueryKey(query),
    queryFn: ({ signal }) => getThemes(query, signal),
    staleTime: Infinity,
  });
}

/** The themes as server state. */
export function useThemes(query: QueryValuesOf<'themes'>, options: QueryHookOptions<ReplyOf<'themes'>, ReturnType<typeof themesQueryKey>> = {}) {
  return useQuery({ ...themesQueryOptions(query), ...options });
}
