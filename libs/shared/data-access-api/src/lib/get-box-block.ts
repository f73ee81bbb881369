import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getBoxBlockEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions } from './endpoint-types';

/** `GET /api/content-boxes-block/{locale}`: the gift-box block of a market. */
export function getBoxBlock(params: ParamsInputOf<'boxBlock'>, signal?: AbortSignal): Promise<ReplyOf<'boxBlock'>> {
  const { method, path, reply } = getBoxBlockEndpoint;
  return apiRequest({ method, path: fillPath(path, params), reply, signal });
}

/** Cache key of the box block, for reading or invalidating what the hook holds. */
export const boxBlockQueryKey = (params: ParamsInputOf<'boxBlock'>) => ['content', 'box-block', params] as const;

/** Query options of the box block, shared by the hook and by prefetching. */
export function boxBlockQueryOptions(params: ParamsInputOf<'boxBlock'>) {
  return queryOptions({
    queryKey: boxBlockQueryKey(params),
    queryFn: ({ signal }) => getBoxBlock(params, signal),
  });
}

/** The box block as server state. */
export function useBoxBlock(params: ParamsInputOf<'boxBlock'>, options: QueryHookOptions<ReplyOf<'boxBlock'>, ReturnType<typeof boxBlockQueryKey>> = {}) {
  return useQuery({ ...boxBlockQueryOptions(params), ...options });
}
