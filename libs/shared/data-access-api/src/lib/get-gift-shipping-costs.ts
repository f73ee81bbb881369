import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getGiftShippingCostsEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/gift/shipping-costs.json`: shipping of a printed gift voucher per destination country, and whether the market sells that format. */
export function getGiftShippingCosts(query: QueryValuesOf<'giftShippingCosts'>, signal?: AbortSignal): Promise<ReplyOf<'giftShippingCosts'>> {
  const { method, path, reply } = getGiftShippingCostsEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of a market's shipping costs. */
export const giftShippingCostsQueryKey = (query: QueryValuesOf<'giftShippingCosts'>) => ['gift', 'shippingCosts', query] as const;

/** Query options of the shipping costs, shared by the hook and by prefetching; kept for the visit (they change with a decision, not by the minute). */
export function giftShippingCostsQueryOptions(query: QueryValuesOf<'giftShippingCosts'>) {
  return queryOptions({
    queryKey: giftShippingCostsQueryKey(query),
    queryFn: ({ signal }) => getGiftShippingCosts(query, signal),
    staleTime: 10 * 60_000,
  });
}

/** The shipping costs as server state; an error disables the printed format on the gift setup. */
export function useGiftShippingCosts(
  query: QueryValuesOf<'giftShippingCosts'>,
  options: QueryHookOptions<ReplyOf<'giftShippingCosts'>, ReturnType<typeof giftShippingCostsQueryKey>> = {},
) {
  return useQuery({ ...giftShippingCostsQueryOptions(query), ...options });
}
