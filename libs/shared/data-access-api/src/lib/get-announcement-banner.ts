import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getAnnouncementBannerEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/cms/announcementBanner`: the announcement banners of home, search and product pages. */
export function getAnnouncementBanner(query: QueryValuesOf<'announcementBanner'> = {}, signal?: AbortSignal): Promise<ReplyOf<'announcementBanner'>> {
  const { method, path, reply } = getAnnouncementBannerEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the announcement banners, for reading or invalidating what the hook holds. */
export const announcementBannerQueryKey = (query: QueryValuesOf<'announcementBanner'> = {}) => ['content', 'announcement-banner', query] as const;

/** Query options of the announcement banners, shared by the hook and by prefetching. */
export function announcementBannerQueryOptions(query: QueryValuesOf<'announcementBanner'> = {}) {
  return queryOptions({
    queryKey: announcementBannerQueryKey(query),
    queryFn: ({ signal }) => getAnnouncementBanner(query, signal),
  });
}

/** Announcement banners as server state. */
export function useAnnouncementBanner(
  query: QueryValuesOf<'announcementBanner'> = {},
  options: QueryHookOptions<ReplyOf<'announcementBanner'>, ReturnType<typeof announcementBannerQueryKey>> = {},
) {
  return useQuery({ ...announcementBannerQueryOptions(query), ...options });
}
