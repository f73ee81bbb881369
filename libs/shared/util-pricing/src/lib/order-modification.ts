import type { Cents } from '@escapade/util-market';

/** What an existing order brings to its modification: its refundable part and its gift payments. */
export interface OrderModificationConditions {
  readonly refundableAmount: Cents;
  readonly giftPayments?: {
    readonly gift?: Cents | null;
    readonly upsell?: Cents | null;
  } | null;
}

/** Outcome of a modification: what is left to pay, and what is refunded (both in cents, never negative). */
export interface OrderModificationAmount {
  readonly amountToPay: Cents;
  readonly refund: Cents;
}

/**
 * Amount to pay for a modified order (product-side.md, Other): a new price within the upsell gift
 * part pays nothing and refunds min(gift, upsell) - refundable; within the gift amount pays
 * nothing; otherwise pays the price minus the larger of gift and refundable.
 */
export function orderModificationAmount(newPrice: Cents, conditions: OrderModificationConditions): OrderModificationAmount {
  const gift = conditions.giftPayments?.gift ?? 0;
  const upsell = conditions.giftPayments?.upsell ?? 0;
  const { refundableAmount } = conditions;
  if (upsell > 0 && newPrice <= upsell) {
    return {
      amountToPay: 0,
      refund: Math.max(0, Math.min(gift, upsell) - refundableAmount),
    };
  }
  if (newPrice <= gift) {
    return { amountToPay: 0, refund: 0 };
  }
  return {
    amountToPay: Math.max(0, newPrice - Math.max(gift, refundableAmount)),
    refund: 0,
  };
}
