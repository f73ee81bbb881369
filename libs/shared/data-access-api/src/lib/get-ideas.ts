import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getIdeasEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/ideas.json`: the ideas page of a market. */
export function getIdeas(query: QueryValuesOf<'ideas'>, signal?: AbortSignal): Promise<ReplyOf<'ideas'>> {
  const { method, path, reply } = getIdeasEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the ideas page, for reading or invalidating what the hook holds. */
export const ideasQueryKey = (query: QueryValuesOf<'ideas'>) => ['content', 'ideas', query] as const;

/** Query options of the ideas page, shared by the hook and by prefetching. */
export function ideasQueryOptions(query: QueryValuesOf<'ideas'>) {
  return queryOptions({
    queryKey: ideasQueryKey(query),
    queryFn: ({ signal }) => getIdeas(query, signal),
  });
}

/** The ideas page as server state. */
export function useIdeas(query: QueryValuesOf<'ideas'>, options: QueryHookOptions<ReplyOf<'ideas'>, ReturnType<typeof ideasQueryKey>> = {}) {
  return useQuery({ ...ideasQueryOptions(query), ...options });
}
