import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getProductOffersEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/product/{id}/offers`: the getaways of a weekend’s hotel bookable for a dated stay, with the quote’s price and terms. */
export function getProductOffers(params: ParamsInputOf<'productOffers'>, query: QueryValuesOf<'productOffers'>, signal?: AbortSignal): Promise<ReplyOf<'productOffers'>> {
  const { method, path, reply } = getProductOffersEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a hotel’s getaways, by weekend and stay. */
export const productOffersQueryKey = (params: ParamsInputOf<'productOffers'>, query: QueryValuesOf<'productOffers'>) => ['product', 'offers', params, query] as const;

/** Query options of a hotel’s getaways for a stay; the last list stays while another stay's or weekend's is asked. */
export function productOffersQueryOptions(params: ParamsInputOf<'productOffers'>, query: QueryValuesOf<'productOffers'>) {
  return queryOptions({
    queryKey: productOffersQueryKey(params, query),
    queryFn: ({ signal }) => getProductOffers(params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A hotel’s getaways for a stay as server state. */
export function useProductOffers(
  params: ParamsInputOf<'productOffers'>,
  query: QueryValuesOf<'productOffers'>,
  options: QueryHookOptions<ReplyOf<'productOffers'>, ReturnType<typeof productOffersQueryKey>> = {},
) {
  return useQuery({ ...productOffersQueryOptions(params, query), ...options });
}
