import { keepPreviousData, queryOptions, useQuery } from '@escapade/query';
import { fillPath, getProductDetailEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/weekend/{weekendId}/detail.json`: a product page’s hotel, pictures, program and price of the stay. */
export function getProductDetail(params: ParamsInputOf<'productDetail'>, query: QueryValuesOf<'productDetail'>, signal?: AbortSignal): Promise<ReplyOf<'productDetail'>> {
  const { method, path, reply } = getProductDetailEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a product page, by weekend and stay. */
export const productDetailQueryKey = (params: ParamsInputOf<'productDetail'>, query: QueryValuesOf<'productDetail'>) => ['product', 'detail', params, query] as const;

/** Query options of a product page; the page keeps showing while a new stay's price loads. */
export function productDetailQueryOptions(params: ParamsInputOf<'productDetail'>, query: QueryValuesOf<'productDetail'>) {
  return queryOptions({
    queryKey: productDetailQueryKey(params, query),
    queryFn: ({ signal }) => getProductDetail(params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A product page as server state. */
export function useProductDetail(
  params: ParamsInputOf<'productDetail'>,
  query: QueryValuesOf<'productDetail'>,
  options: QueryHookOptions<ReplyOf<'productDetail'>, ReturnType<typeof productDetailQueryKey>> = {},
) {
  return useQuery({ ...productDetailQueryOptions(params, query), ...options });
}
