import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getNavigationEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/navigation.json`: the mega-menu links of a market and flow. */
export function getNavigation(query: QueryValuesOf<'navigation'>, signal?: AbortSignal): Promise<ReplyOf<'navigation'>> {
  const { method, path, reply } = getNavigationEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the mega-menu, for reading or invalidating what the hook holds. */
export const navigationQueryKey = (query: QueryValuesOf<'navigation'>) => ['content', 'navigation', query] as const;

/** Query options of the mega-menu, shared by the hook and by prefetching. */
export function navigationQueryOptions(query: QueryValuesOf<'navigation'>) {
  return queryOptions({
    queryKey: navigationQueryKey(query),
    queryFn: ({ signal }) => getNavigation(query, signal),
  });
}

/** The mega-menu as server state. */
export function useNavigation(query: QueryValuesOf<'navigation'>, options: QueryHookOptions<ReplyOf<'navigation'>, ReturnType<typeof navigationQueryKey>> = {}) {
  return useQuery({ ...navigationQueryOptions(query), ...options });
}
