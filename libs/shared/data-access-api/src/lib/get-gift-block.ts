import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getGiftBlockEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/giftBlock`: the gift block of a market. */
export function getGiftBlock(query: QueryValuesOf<'giftBlock'>, signal?: AbortSignal): Promise<ReplyOf<'giftBlock'>> {
  const { method, path, reply } = getGiftBlockEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the gift block, for reading or invalidating what the hook holds. */
export const giftBlockQueryKey = (query: QueryValuesOf<'giftBlock'>) => ['content', 'gift-block', query] as const;

/** Query options of the gift block, shared by the hook and by prefetching. */
export function giftBlockQueryOptions(query: QueryValuesOf<'giftBlock'>) {
  return queryOptions({
    queryKey: giftBlockQueryKey(query),
    queryFn: ({ signal }) => getGiftBlock(query, signal),
  });
}

/** The gift block as server state. */
export function useGiftBlock(query: QueryValuesOf<'giftBlock'>, options: QueryHookOptions<ReplyOf<'giftBlock'>, ReturnType<typeof giftBlockQueryKey>> = {}) {
  return useQuery({ ...giftBlockQueryOptions(query), ...options });
}
