import { queryOptions, useMutation, useQuery } from '@escapade/query';
import {
  createPurchaseOrderEndpoint,
  fillPath,
  getPurchaseOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type BodyInputOf,
  type ParamsInputOf,
  type ReplyOf,
} from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions, QueryHookOptions } from './endpoint-types';

/** An order the checkout places: what the visitor chose, and the key it keeps for every retry of it. */
export interface PlacedOrder {
  /** Chosen once per order the visitor means to place (a UUID), sent again with each retry, so a retry never orders twice. */
  readonly idempotencyKey: string;
  readonly body: BodyInputOf<'createPurchaseOrder'>;
}

/**
 * `POST /api/purchase/orders`: places an order, priced again by the server; a 409 carries the fresh
 * amount or why the stay cannot be sold, and the same key and body replay the first answer.
 */
export function createPurchaseOrder({ idempotencyKey, body }: PlacedOrder, signal?: AbortSignal): Promise<ReplyOf<'createPurchaseOrder'>> {
  const { method, path, reply } = createPurchaseOrderEndpoint;
  return apiRequest({ method, path: fillPath(path), headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body, reply, signal });
}

/** Placing an order as a mutation, so the checkout can show its progress and the server's refusal. */
export function useCreatePurchaseOrder(options: MutationHookOptions<ReplyOf<'createPurchaseOrder'>, PlacedOrder> = {}) {
  return useMutation({ ...options, mutationFn: (order: PlacedOrder) => createPurchaseOrder(order) });
}

/** `GET /api/purchase/orders/{orderUuid}`: a stored order, as the confirmation page shows it (404 for an unknown UUID). */
export function getPurchaseOrder(params: ParamsInputOf<'purchaseOrder'>, signal?: AbortSignal): Promise<ReplyOf<'purchaseOrder'>> {
  const { method, path, reply } = getPurchaseOrderEndpoint;
  return apiRequest({ method, path: fillPath(path, params), reply, signal });
}

/** Cache key of an order. */
export const purchaseOrderQueryKey = (params: ParamsInputOf<'purchaseOrder'>) => ['purchase', 'order', params] as const;

/** Query options of an order. */
export function purchaseOrderQueryOptions(params: ParamsInputOf<'purchaseOrder'>) {
  return queryOptions({ queryKey: purchaseOrderQueryKey(params), queryFn: ({ signal }) => getPurchaseOrder(params, signal) });
}

/** An order as server state. */
export function usePurchaseOrder(params: ParamsInputOf<'purchaseOrder'>, options: QueryHookOptions<ReplyOf<'purchaseOrder'>, ReturnType<typeof purchaseOrderQueryKey>> = {}) {
  return useQuery({ ...purchaseOrderQueryOptions(params), ...options });
}
