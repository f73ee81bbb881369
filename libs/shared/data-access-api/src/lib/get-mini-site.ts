import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getMiniSiteEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `GET /api/content/minisites/{minisiteUrl}`: one partner mini-site; unknown names answer 404. */
export function getMiniSite(params: ParamsInputOf<'miniSite'>, signal?: AbortSignal): Promise<ReplyOf<'miniSite'>> {
  const { method, path, reply } = getMiniSiteEndpoint;
  return apiRequest({ method, path: fillPath(path, params), reply, signal });
}

/** Cache key of a partner mini-site, for reading or invalidating what the hook holds. */
export const miniSiteQueryKey = (params: ParamsInputOf<'miniSite'>) => ['content', 'mini-site', params] as const;

/** Query options of a partner mini-site, shared by the hook and by prefetching. */
export function miniSiteQueryOptions(params: ParamsInputOf<'miniSite'>) {
  return queryOptions({
    queryKey: miniSiteQueryKey(params),
    queryFn: ({ signal }) => getMiniSite(params, signal),
  });
}

/** A partner mini-site as server state. */
export function useMiniSite(params: ParamsInputOf<'miniSite'>, options: QueryHookOptions<ReplyOf<'miniSite'>, ReturnType<typeof miniSiteQueryKey>> = {}) {
  return useQuery({ ...miniSiteQueryOptions(params), ...options });
}
