import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getCmsHomepageEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/cms/homepage`: the CMS home pages of a market, by flow. */
export function getCmsHomepage(query: QueryValuesOf<'cmsHomepage'>, signal?: AbortSignal): Promise<ReplyOf<'cmsHomepage'>> {
  const { method, path, reply } = getCmsHomepageEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the CMS home, for reading or invalidating what the hook holds. */
export const cmsHomepageQueryKey = (query: QueryValuesOf<'cmsHomepage'>) => ['content', 'homepage', query] as const;

/** Query options of the CMS home, shared by the hook and by prefetching. */
export function cmsHomepageQueryOptions(query: QueryValuesOf<'cmsHomepage'>) {
  return queryOptions({
    queryKey: cmsHomepageQueryKey(query),
    queryFn: ({ signal }) => getCmsHomepage(query, signal),
  });
}

/** The CMS home of a market as server state. */
export function useCmsHomepage(query: QueryValuesOf<'cmsHomepage'>, options: QueryHookOptions<ReplyOf<'cmsHomepage'>, ReturnType<typeof cmsHomepageQueryKey>> = {}) {
  return useQuery({ ...cmsHomepageQueryOptions(query), ...options });
}
