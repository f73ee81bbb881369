import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getProductUpsellsEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/product/{id}/upsells`: a weekend's extras and their price differences for the stay and party. */
export function getProductUpsells(params: ParamsInputOf<'productUpsells'>, query: QueryValuesOf<'productUpsells'>, signal?: AbortSignal): Promise<ReplyOf<'productUpsells'>> {
  const { method, path, reply } = getProductUpsellsEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a weekend's extras, by weekend and stay: new dates or a new party ask again. */
export const productUpsellsQueryKey = (params: ParamsInputOf<'productUpsells'>, query: QueryValuesOf<'productUpsells'>) => ['product', 'upsells', params, query] as const;

/** Query options of the extras; the section keeps the previous stay's cards while new differences load. */
export function productUpsellsQueryOptions(params: ParamsInputOf<'productUpsells'>, query: QueryValuesOf<'productUpsells'>) {
  return queryOptions({
    queryKey: productUpsellsQueryKey(params, query),
    queryFn: ({ signal }) => getProductUpsells(params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A weekend's extras as server state. */
export function useProductUpsells(
  params: ParamsInputOf<'productUpsells'>,
  query: QueryValuesOf<'productUpsells'>,
  options: QueryHookOptions<ReplyOf<'productUpsells'>, ReturnType<typeof productUpsellsQueryKey>> = {},
) {
  return useQuery({ ...productUpsellsQueryOptions(params, query), ...options });
}
