import { queryOptions, useMutation, useQuery } from '@escapade/query';
import {
  createOrderPaymentEndpoint,
  createWalletOrderEndpoint,
  fillPath,
  getInsurancePriceEndpoint,
  getPayLaterEligibilityEndpoint,
  getPromotionCodeEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type BodyInputOf,
  type ParamsInputOf,
  type ReplyOf,
} from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions, QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/purchase/insurance/price`: what the cancellation insurance adds to an order amount, and whether the market offers it. */
export function getInsurancePrice(query: QueryValuesOf<'insurancePrice'>, signal?: AbortSignal): Promise<ReplyOf<'insurancePrice'>> {
  const { method, path, reply } = getInsurancePriceEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of an insurance price. */
export const insurancePriceQueryKey = (query: QueryValuesOf<'insurancePrice'>) => ['purchase', 'insurance-price', query] as const;

/** Query options of an insurance price (util-pricing's `insurancePriceQuery` says when to ask). */
export function insurancePriceQueryOptions(query: QueryValuesOf<'insurancePrice'>) {
  return queryOptions({ queryKey: insurancePriceQueryKey(query), queryFn: ({ signal }) => getInsurancePrice(query, signal) });
}

/** An insurance price as server state. */
export function useInsurancePrice(query: QueryValuesOf<'insurancePrice'>, options: QueryHookOptions<ReplyOf<'insurancePrice'>, ReturnType<typeof insurancePriceQueryKey>> = {}) {
  return useQuery({ ...insurancePriceQueryOptions(query), ...options });
}

/** `GET /api/purchase/alma/eligibility`: the pay-later methods a stay is eligible for, with their fees (query from util-pricing's `payLaterEligibilityQuery`). */
export function getPayLaterEligibility(query: QueryValuesOf<'payLaterEligibility'>, signal?: AbortSignal): Promise<ReplyOf<'payLaterEligibility'>> {
  const { method, path, reply } = getPayLaterEligibilityEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** Cache key of a pay-later eligibility. */
export const payLaterEligibilityQueryKey = (query: QueryValuesOf<'payLaterEligibility'>) => ['purchase', 'pay-later-eligibility', query] as const;

/** Query options of a pay-later eligibility. */
export function payLaterEligibilityQueryOptions(query: QueryValuesOf<'payLaterEligibility'>) {
  return queryOptions({ queryKey: payLaterEligibilityQueryKey(query), queryFn: ({ signal }) => getPayLaterEligibility(query, signal) });
}

/** A pay-later eligibility as server state. */
export function usePayLaterEligibility(
  query: QueryValuesOf<'payLaterEligibility'>,
  options: QueryHookOptions<ReplyOf<'payLaterEligibility'>, ReturnType<typeof payLaterEligibilityQueryKey>> = {},
) {
  return useQuery({ ...payLaterEligibilityQueryOptions(query), ...options });
}

/** `GET /api/purchase/promotion-codes/{code}`: what a typed promotion code takes off the stay's or voucher's amount (a 422 `PROMOTION_CODE_NOT_VALID` when it cannot be used). */
export function getPromotionCode(params: ParamsInputOf<'promotionCode'>, query: QueryValuesOf<'promotionCode'>, signal?: AbortSignal): Promise<ReplyOf<'promotionCode'>> {
  const { method, path, reply } = getPromotionCodeEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a promotion code's reduction on an amount. */
export const promotionCodeQueryKey = (params: ParamsInputOf<'promotionCode'>, query: QueryValuesOf<'promotionCode'>) => ['purchase', 'promotion-code', params, query] as const;

/** Query options of a promotion code's reduction. */
export function promotionCodeQueryOptions(params: ParamsInputOf<'promotionCode'>, query: QueryValuesOf<'promotionCode'>) {
  return queryOptions({ queryKey: promotionCodeQueryKey(params, query), queryFn: ({ signal }) => getPromotionCode(params, query, signal) });
}

/** A promotion code's reduction as server state (asked once a code is applied; a refused code is not retried). */
export function usePromotionCode(
  params: ParamsInputOf<'promotionCode'>,
  query: QueryValuesOf<'promotionCode'>,
  options: QueryHookOptions<ReplyOf<'promotionCode'>, ReturnType<typeof promotionCodeQueryKey>> = {},
) {
  return useQuery({ ...promotionCodeQueryOptions(params, query), ...options });
}

/** A payment the checkout starts: the order, the method and return path, and the key it keeps for every retry of this attempt. */
export interface StartedPayment {
  /** Chosen once per payment attempt (a UUID), sent again with each retry of it. */
  readonly idempotencyKey: string;
  readonly params: ParamsInputOf<'createOrderPayment'>;
  readonly body: BodyInputOf<'createOrderPayment'>;
}

/**
 * `POST /api/purchase/orders/{orderUuid}/payments`: starts paying an order; the reply's `redirectUrl`
 * is where the browser goes next (`window.location.assign`). See the contract's purchase-payments
 * module for where the browser comes back.
 */
export function createOrderPayment({ idempotencyKey, params, body }: StartedPayment, signal?: AbortSignal): Promise<ReplyOf<'createOrderPayment'>> {
  const { method, path, reply } = createOrderPaymentEndpoint;
  return apiRequest({ method, path: fillPath(path, params), headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body, reply, signal });
}

/** Starting a payment as a mutation. */
export function useCreateOrderPayment(options: MutationHookOptions<ReplyOf<'createOrderPayment'>, StartedPayment> = {}) {
  return useMutation({ ...options, mutationFn: (payment: StartedPayment) => createOrderPayment(payment) });
}

/** A wallet order the checkout places: the order with the wallet's authorisation, and its key. */
export interface PlacedWalletOrder {
  readonly idempotencyKey: string;
  readonly body: BodyInputOf<'createWalletOrder'>;
}

/** `POST /api/purchase/zeppto`: places and pays an order with a wallet in one call; read `booking.orderUUID` to go to the confirmation. */
export function createWalletOrder({ idempotencyKey, body }: PlacedWalletOrder, signal?: AbortSignal): Promise<ReplyOf<'createWalletOrder'>> {
  const { method, path, reply } = createWalletOrderEndpoint;
  return apiRequest({ method, path: fillPath(path), headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, body, reply, signal });
}

/** Placing a wallet order as a mutation. */
export function useCreateWalletOrder(options: MutationHookOptions<ReplyOf<'createWalletOrder'>, PlacedWalletOrder> = {}) {
  return useMutation({ ...options, mutationFn: (order: PlacedWalletOrder) => createWalletOrder(order) });
}
