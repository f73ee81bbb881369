import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getActivityDetailEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/activity-only/weekend/{productId}/detail.json`: an activity voucher’s page. */
export function getActivityDetail(params: ParamsInputOf<'activityDetail'>, query: QueryValuesOf<'activityDetail'>, signal?: AbortSignal): Promise<ReplyOf<'activityDetail'>> {
  const { method, path, reply } = getActivityDetailEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of an activity page. */
export const activityDetailQueryKey = (params: ParamsInputOf<'activityDetail'>, query: QueryValuesOf<'activityDetail'>) => ['activity', 'detail', params, query] as const;

/** Query options of an activity page. */
export function activityDetailQueryOptions(params: ParamsInputOf<'activityDetail'>, query: QueryValuesOf<'activityDetail'>) {
  return queryOptions({ queryKey: activityDetailQueryKey(params, query), queryFn: ({ signal }) => getActivityDetail(params, query, signal) });
}

/** An activity page as server state. */
export function useActivityDetail(
  params: ParamsInputOf<'activityDetail'>,
  query: QueryValuesOf<'activityDetail'>,
  options: QueryHookOptions<ReplyOf<'activityDetail'>, ReturnType<typeof activityDetailQueryKey>> = {},
) {
  return useQuery({ ...activityDetailQueryOptions(params, query), ...options });
}
