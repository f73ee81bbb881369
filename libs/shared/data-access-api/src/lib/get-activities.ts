import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getActivitiesEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/activities.json`: names and groups of the selected activity filters. */
export function getActivities(query: QueryValuesOf<'activities'>, signal?: AbortSignal): Promise<ReplyOf<'activities'>> {
  const { method, path, reply } = getActivitiesEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the activities by ids, for reading or invalidating what the hook holds. */
export const activitiesQueryKey = (query: QueryValuesOf<'activities'>) => ['activities', query] as const;

/** Query options of the activities by ids, shared by the hook and by prefetching. */
export function activitiesQueryOptions(query: QueryValuesOf<'activities'>) {
  return queryOptions({
    queryKey: activitiesQueryKey(query),
    queryFn: ({ signal }) => getActivities(query, signal),
  });
}

/** Selected activities as server state (fetched while the activities dropdown is open). */
export function useActivities(query: QueryValuesOf<'activities'>, options: QueryHookOptions<ReplyOf<'activities'>, ReturnType<typeof activitiesQueryKey>> = {}) {
  return useQuery({ ...activitiesQueryOptions(query), ...options });
}
