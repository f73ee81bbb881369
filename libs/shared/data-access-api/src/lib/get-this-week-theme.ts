import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getThisWeekThemeEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/this-week-theme.json`: the theme the mega-menu suggests this week. */
export function getThisWeekTheme(query: QueryValuesOf<'thisWeekTheme'>, signal?: AbortSignal): Promise<ReplyOf<'thisWeekTheme'>> {
  const { method, path, reply } = getThisWeekThemeEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the this-week theme, for reading or invalidating what the hook holds. */
export const thisWeekThemeQueryKey = (query: QueryValuesOf<'thisWeekTheme'>) => ['content', 'this-week-theme', query] as const;

/** Query options of the this-week theme, shared by the hook and by prefetching. */
export function thisWeekThemeQueryOptions(query: QueryValuesOf<'thisWeekTheme'>) {
  return queryOptions({
    queryKey: thisWeekThemeQueryKey(query),
    queryFn: ({ signal }) => getThisWeekTheme(query, signal),
  });
}

/** The this-week theme as server state. */
export function useThisWeekTheme(query: QueryValuesOf<'thisWeekTheme'>, options: QueryHookOptions<ReplyOf<'thisWeekTheme'>, ReturnType<typeof thisWeekThemeQueryKey>> = {}) {
  return useQuery({ ...thisWeekThemeQueryOptions(query), ...options });
}
