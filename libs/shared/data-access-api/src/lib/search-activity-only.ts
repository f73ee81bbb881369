import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { type BodyInputOf, fillPath, type ReplyOf, searchActivityOnlyEndpoint } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `POST /api/search/activity-only.json`: the activity-only results page. */
export function searchActivityOnly(body: BodyInputOf<'searchActivityOnly'>, signal?: AbortSignal): Promise<ReplyOf<'searchActivityOnly'>> {
  const { method, path, reply } = searchActivityOnlyEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** Cache key of an activity-only search, for reading or invalidating what the hook holds. */
export const searchActivityOnlyQueryKey = (body: BodyInputOf<'searchActivityOnly'>) => ['activity-only', 'search', body] as const;

/** Query options of an activity-only search; the previous page stays on screen while the next one loads. */
export function searchActivityOnlyQueryOptions(body: BodyInputOf<'searchActivityOnly'>) {
  return queryOptions({
    queryKey: searchActivityOnlyQueryKey(body),
    queryFn: ({ signal }) => searchActivityOnly(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** Activity-only results as server state. */
export function useSearchActivityOnly(
  body: BodyInputOf<'searchActivityOnly'>,
  options: QueryHookOptions<ReplyOf<'searchActivityOnly'>, ReturnType<typeof searchActivityOnlyQueryKey>> = {},
) {
  return useQuery({ ...searchActivityOnlyQueryOptions(body), ...options });
}
