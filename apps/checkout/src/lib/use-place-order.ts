import { useState } from 'react';
import { ApiRequestError, createOrderPayment, createPurchaseOrder } from '@escapade/data-access-api';
import { PACKAGE_NOT_AVAILABLE_CHECKIN } from '@escapade/util-pricing';
import { PROMOTION_CODE_REFUSAL, type PaymentMethod, type PurchaseOrder, type PurchaseOrderBody } from '@escapade/api-contract';
import { type CheckoutDraft, orderKeyFor, paymentKeyFor } from './checkout-draft';

/** Where paying is: not started, placing the order, starting its payment, or stopped with why. */
export type PlaceOrderStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'ordering' }
  | { readonly kind: 'paying' }
  | { readonly kind: 'priceChanged'; readonly amount: number }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'alreadyPaid'; readonly orderUuid: string }
  | { readonly kind: 'promotionInvalid' }
  | { readonly kind: 'failed' };

/** What a refused call means for the visitor. */
export function refusalStatus(error: unknown, orderUuid?: string): PlaceOrderStatus {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  const { code, details } = error.body;
  if (code === 'PRICE_CHANGED') {
    const amount = Array.isArray(details) ? (details as { amount?: unknown }[]).find((detail) => typeof detail.amount === 'number')?.amount : undefined;
    return typeof amount === 'number' ? { kind: 'priceChanged', amount } : { kind: 'failed' };
  }
  // A night sold out or a closed check-in; a voucher no longer sold, or not for that many participants; a gift no longer sold for its nights or format.
  if (
    code === 'SOLD_OUT' ||
    code === PACKAGE_NOT_AVAILABLE_CHECKIN ||
    code === 'PRODUCT_NOT_PUBLISHED' ||
    code === 'PARTICIPANTS_NOT_PRICED' ||
    code === 'GIFT_NOT_AVAILABLE' ||
    code === 'PHYSICAL_FORMAT_UNAVAILABLE'
  )
    return { kind: 'unavailable' };
  if (code === 'ORDER_NOT_PAYABLE' && orderUuid !== undefined) return { kind: 'alreadyPaid', orderUuid };
  // The promotion code expired (or was withdrawn) since it was applied.
  if (code === PROMOTION_CODE_REFUSAL) return { kind: 'promotionInvalid' };
  return { kind: 'failed' };
}

/** What a payment run needs beside the order: how to remember its keys, and where the browser goes. */
export interface PlaceOrderContext {
  readonly draft: () => CheckoutDraft | undefined;
  readonly saveDraft: (change: Pick<CheckoutDraft, 'order' | 'payment'>) => void;
  /** The checkout's own path, where the provider sends the browser back after a decline. */
  readonly returnPath: string;
  readonly redirect: (url: string) => void;
  readonly newKey?: () => string;
  /** Told once the order is recorded and its payment page is ready (`add_payment_info`). */
  readonly onPaymentStarted?: (order: PurchaseOrder, method: PaymentMethod) => void;
}

/**
 * Places the order, then starts its payment and sends the browser to the provider's page. Each call
 * carries an idempotency key kept in the draft, so a double click, a retry after a network failure or
 * a second try after a decline reuses the same order and never pays twice; a changed price, a sold-out
 * night or a failure stops with the reason, keeping everything typed.
 */
export function usePlaceOrder(context: PlaceOrderContext) {
  const [status, setStatus] = useState<PlaceOrderStatus>({ kind: 'idle' });
  const newKey = context.newKey ?? (() => crypto.randomUUID());

  /** Starts a payment of a recorded order and follows the provider's page. */
  const startPayment = async (order: PurchaseOrder, method: PaymentMethod): Promise<void> => {
    const draft = context.draft();
    const paymentKey = paymentKeyFor(draft, order.orderUuid, method, newKey);
    context.saveDraft({ order: draft?.order, payment: { key: paymentKey, orderUuid: order.orderUuid, method } });
    setStatus({ kind: 'paying' });
    const payment = await createOrderPayment({
      idempotencyKey: paymentKey,
      params: { orderUuid: order.orderUuid },
      body: { method, returnPath: context.returnPath },
    });
    context.onPaymentStarted?.(order, method);
    context.redirect(payment.redirectUrl);
  };

  const placeOrder = async (body: PurchaseOrderBody, method: PaymentMethod): Promise<void> => {
    let orderUuid: string | undefined;
    try {
      setStatus({ kind: 'ordering' });
      const orderKey = orderKeyFor(context.draft(), body, newKey);
      context.saveDraft({ order: orderKey, payment: context.draft()?.payment });
      const order = await createPurchaseOrder({ idempotencyKey: orderKey.key, body });
      orderUuid = order.orderUuid;
      context.saveDraft({ order: { ...orderKey, orderUuid: order.orderUuid }, payment: context.draft()?.payment });
      await startPayment(order, method);
    } catch (error) {
      setStatus(refusalStatus(error, orderUuid));
    }
  };

  /**
   * Pays again an order recorded before a declined payment, as it was recorded: its rooms are already
   * taken by it, so the stay may read sold out to a new order while this one is still payable.
   */
  const payHeldOrder = async (order: PurchaseOrder, method: PaymentMethod): Promise<void> => {
    try {
      await startPayment(order, method);
    } catch (error) {
      setStatus(refusalStatus(error, order.orderUuid));
    }
  };

  return { status, placeOrder, payHeldOrder, reset: () => setStatus({ kind: 'idle' }) };
}
