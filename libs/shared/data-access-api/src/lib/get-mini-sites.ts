import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getMiniSitesEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `GET /api/content/minisites.json`: every partner mini-site, so the shell knows which partner paths exist. */
export function getMiniSites(signal?: AbortSignal): Promise<ReplyOf<'miniSites'>> {
  const { method, path, reply } = getMiniSitesEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** Cache key of the mini-site list, for reading or invalidating what the hook holds. */
export const miniSitesQueryKey = () => ['content', 'mini-sites'] as const;

/** Query options of the mini-site list, shared by the hook and by prefetching. */
export function miniSitesQueryOptions() {
  return queryOptions({
    queryKey: miniSitesQueryKey(),
    queryFn: ({ signal }) => getMiniSites(signal),
  });
}

/** The partner mini-sites as server state. */
export function useMiniSites(options: QueryHookOptions<ReplyOf<'miniSites'>, ReturnType<typeof miniSitesQueryKey>> = {}) {
  return useQuery({ ...miniSitesQueryOptions(), ...options });
}
