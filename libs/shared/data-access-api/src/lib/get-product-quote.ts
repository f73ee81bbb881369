import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getProductQuoteEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/product/{id}/quote`: the server’s price of a dated stay for a party, bookable or not. */
export function getProductQuote(params: ParamsInputOf<'productQuote'>, query: QueryValuesOf<'productQuote'>, signal?: AbortSignal): Promise<ReplyOf<'productQuote'>> {
  const { method, path, reply } = getProductQuoteEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a quote, by weekend and stay. */
export const productQuoteQueryKey = (params: ParamsInputOf<'productQuote'>, query: QueryValuesOf<'productQuote'>) => ['product', 'quote', params, query] as const;

/**
 * Query options of a quote. A quote is money about to move: it is always asked again (never served
 * stale from the cache) and a refused one is not retried.
 */
export function productQuoteQueryOptions(params: ParamsInputOf<'productQuote'>, query: QueryValuesOf<'productQuote'>) {
  return queryOptions({
    queryKey: productQuoteQueryKey(params, query),
    queryFn: ({ signal }) => getProductQuote(params, query, signal),
    staleTime: 0,
    retry: false,
  });
}

/** A quote as server state (checkout start fetches it with `queryClient.fetchQuery(productQuoteQueryOptions(…))`). */
export function useProductQuote(
  params: ParamsInputOf<'productQuote'>,
  query: QueryValuesOf<'productQuote'>,
  options: QueryHookOptions<ReplyOf<'productQuote'>, ReturnType<typeof productQuoteQueryKey>> = {},
) {
  return useQuery({ ...productQuoteQueryOptions(params, query), ...options });
}
