import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getRecommendedAutocompleteEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/recommendedAutocomplete.json`: recommended destinations of the destination selector. */
export function getRecommendedAutocomplete(query: QueryValuesOf<'recommendedAutocomplete'>, signal?: AbortSignal): Promise<ReplyOf<'recommendedAutocomplete'>> {
  const { method, path, reply } = getRecommendedAutocompleteEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of the recommended destinations, for reading or invalidating what the hook holds. */
export const recommendedAutocompleteQueryKey = (query: QueryValuesOf<'recommendedAutocomplete'>) => ['autocomplete', 'recommended', query] as const;

/** Query options of the recommended destinations; earlier ones stay listed while typing goes on. */
export function recommendedAutocompleteQueryOptions(query: QueryValuesOf<'recommendedAutocomplete'>) {
  return queryOptions({
    queryKey: recommendedAutocompleteQueryKey(query),
    queryFn: ({ signal }) => getRecommendedAutocomplete(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Recommended destinations as server state. */
export function useRecommendedAutocomplete(
  query: QueryValuesOf<'recommendedAutocomplete'>,
  options: QueryHookOptions<ReplyOf<'recommendedAutocomplete'>, ReturnType<typeof recommendedAutocompleteQueryKey>> = {},
) {
  return useQuery({ ...recommendedAutocompleteQueryOptions(query), ...options });
}
