import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getTargetedBannerEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/targetedBanner.json`: the banner chosen for a page, flow, destination and theme. */
export function getTargetedBanner(query: QueryValuesOf<'targetedBanner'>, signal?: AbortSignal): Promise<ReplyOf<'targetedBanner'>> {
  const { method, path, reply } = getTargetedBannerEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the targeted banner, for reading or invalidating what the hook holds. */
export const targetedBannerQueryKey = (query: QueryValuesOf<'targetedBanner'>) => ['content', 'targeted-banner', query] as const;

/** Query options of the targeted banner, shared by the hook and by prefetching. */
export function targetedBannerQueryOptions(query: QueryValuesOf<'targetedBanner'>) {
  return queryOptions({
    queryKey: targetedBannerQueryKey(query),
    queryFn: ({ signal }) => getTargetedBanner(query, signal),
  });
}

/** The targeted banner as server state. */
export function useTargetedBanner(query: QueryValuesOf<'targetedBanner'>, options: QueryHookOptions<ReplyOf<'targetedBanner'>, ReturnType<typeof targetedBannerQueryKey>> = {}) {
  return useQuery({ ...targetedBannerQueryOptions(query), ...options });
}
