import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getRecommendedOffersEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/product/{id}/recommended-offers`: offers like a weekend's in other hotels, as results cards. */
export function getRecommendedOffers(
  params: ParamsInputOf<'recommendedOffers'>,
  query: QueryValuesOf<'recommendedOffers'>,
  signal?: AbortSignal,
): Promise<ReplyOf<'recommendedOffers'>> {
  const { method, path, reply } = getRecommendedOffersEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a weekend's recommendations, by weekend, flow and stay. */
export const recommendedOffersQueryKey = (params: ParamsInputOf<'recommendedOffers'>, query: QueryValuesOf<'recommendedOffers'>) =>
  ['product', 'recommended-offers', params, query] as const;

/** Query options of the recommendations. */
export function recommendedOffersQueryOptions(params: ParamsInputOf<'recommendedOffers'>, query: QueryValuesOf<'recommendedOffers'>) {
  return queryOptions({
    queryKey: recommendedOffersQueryKey(params, query),
    queryFn: ({ signal }) => getRecommendedOffers(params, query, signal),
  });
}

/** A weekend's recommendations as server state. */
export function useRecommendedOffers(
  params: ParamsInputOf<'recommendedOffers'>,
  query: QueryValuesOf<'recommendedOffers'>,
  options: QueryHookOptions<ReplyOf<'recommendedOffers'>, ReturnType<typeof recommendedOffersQueryKey>> = {},
) {
  return useQuery({ ...recommendedOffersQueryOptions(params, query), ...options });
}
