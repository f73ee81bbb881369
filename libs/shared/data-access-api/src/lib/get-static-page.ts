import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getStaticPageEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/pages/{pageId}`: a static page (legal texts, help) of a market; unknown ids answer 404. */
export function getStaticPage(params: ParamsInputOf<'staticPage'>, query: QueryValuesOf<'staticPage'>, signal?: AbortSignal): Promise<ReplyOf<'staticPage'>> {
  const { method, path, reply } = getStaticPageEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a static page, for reading or invalidating what the hook holds. */
export const staticPageQueryKey = (params: ParamsInputOf<'staticPage'>, query: QueryValuesOf<'staticPage'>) => ['content', 'page', params, query] as const;

/** Query options of a static page, shared by the hook and by prefetching. */
export function staticPageQueryOptions(params: ParamsInputOf<'staticPage'>, query: QueryValuesOf<'staticPage'>) {
  return queryOptions({
    queryKey: staticPageQueryKey(params, query),
    queryFn: ({ signal }) => getStaticPage(params, query, signal),
  });
}

/** A static page as server state. */
export function useStaticPage(
  params: ParamsInputOf<'staticPage'>,
  query: QueryValuesOf<'staticPage'>,
  options: QueryHookOptions<ReplyOf<'staticPage'>, ReturnType<typeof staticPageQueryKey>> = {},
) {
  return useQuery({ ...staticPageQueryOptions(params, query), ...options });
}
