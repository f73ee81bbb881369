import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getCustomSubElementsEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/sub-elements/available-custom-sub-elements`: the categories and options a gift may be customized with. */
export function getCustomSubElements(query: QueryValuesOf<'customSubElements'>, signal?: AbortSignal): Promise<ReplyOf<'customSubElements'>> {
  const { method, path, reply } = getCustomSubElementsEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of a market's customization options. */
export const customSubElementsQueryKey = (query: QueryValuesOf<'customSubElements'>) => ['gift', 'customSubElements', query] as const;

/** Query options of the customization options, shared by the hook and by prefetching. */
export function customSubElementsQueryOptions(query: QueryValuesOf<'customSubElements'>) {
  return queryOptions({
    queryKey: customSubElementsQueryKey(query),
    queryFn: ({ signal }) => getCustomSubElements(query, signal),
    staleTime: 10 * 60_000,
  });
}

/** The customization options as server state. */
export function useCustomSubElements(
  query: QueryValuesOf<'customSubElements'>,
  options: QueryHookOptions<ReplyOf<'customSubElements'>, ReturnType<typeof customSubElementsQueryKey>> = {},
) {
  return useQuery({ ...customSubElementsQueryOptions(query), ...options });
}
