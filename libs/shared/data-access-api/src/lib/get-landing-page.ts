import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getLandingPageEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/landing/{slug}`: a block-built landing page of a market; unknown slugs answer 404. */
export function getLandingPage(params: ParamsInputOf<'landingPage'>, query: QueryValuesOf<'landingPage'>, signal?: AbortSignal): Promise<ReplyOf<'landingPage'>> {
  const { method, path, reply } = getLandingPageEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a landing page, for reading or invalidating what the hook holds. */
export const landingPageQueryKey = (params: ParamsInputOf<'landingPage'>, query: QueryValuesOf<'landingPage'>) => ['content', 'landing', params, query] as const;

/** Query options of a landing page, shared by the hook and by prefetching. */
export function landingPageQueryOptions(params: ParamsInputOf<'landingPage'>, query: QueryValuesOf<'landingPage'>) {
  return queryOptions({
    queryKey: landingPageQueryKey(params, query),
    queryFn: ({ signal }) => getLandingPage(params, query, signal),
  });
}

/** A landing page as server state. */
export function useLandingPage(
  params: ParamsInputOf<'landingPage'>,
  query: QueryValuesOf<'landingPage'>,
  options: QueryHookOptions<ReplyOf<'landingPage'>, ReturnType<typeof landingPageQueryKey>> = {},
) {
  return useQuery({ ...landingPageQueryOptions(params, query), ...options });
}
