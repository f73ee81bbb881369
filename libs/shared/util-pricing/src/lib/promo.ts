import type { Flow } from './catalog';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';
import type { Cents } from '@escapade/util-market';

/** Which promo minimum applies: stays and gift offers, or activity-only vouchers. */
export type PromoKind = 'offer' | 'activity-only';

/** Promo badge minimums, in rounded percent: 10 for offers, 5 for activity-only. */
export const PROMO_MINIMUM_PERCENT: Readonly<Record<PromoKind, number>> = {
  offer: 10,
  'activity-only': 5,
};

/** A promo as shown: the kept rounded percentage (0 when none) and the money saved in cents. */
export interface Promo {
  readonly promo: number;
  readonly moneySaved: Cents;
}

/** The discount of a sell price on its reference price, in percent (unrounded; 0 when none). */
export function promoPercentage(sellPrice: Cents, refPrice: Cents): number {
  if (refPrice <= 0 || sellPrice >= refPrice) {
    return 0;
  }
  return ((refPrice - sellPrice) * 100) / refPrice;
}

/**
 * The promo kept for display: rounded, and kept only if it reaches the minimum of its kind
 * (10 for offers, 5 for activity-only), else 0, so tiny discounts never get a badge.
 */
export function keptPromo(percentage: number, kind: PromoKind): number {
  const rounded = Math.round(percentage);
  return rounded >= PROMO_MINIMUM_PERCENT[kind] ? rounded : 0;
}

/**
 * The reference (bar) price of a sell price discounted by `promo` percent: the sell price is
 * `100 - promo` percent of it, rounded up to the cent so the promo read back from the two prices
 * is never below the one announced. `null` without a promo (nothing to strike through).
 */
export function referencePrice(sellPrice: Cents, promo: number): Cents | null {
  if (promo <= 0 || promo >= 100) {
    return null;
  }
  return Math.ceil((sellPrice * 100) / (100 - promo));
}

/** What the visitor saves: reference price minus sell price, never negative. */
export function moneySaved(sellPrice: Cents, refPrice: Cents): Cents {
  return Math.max(0, refPrice - sellPrice);
}

/**
 * The promo of a price as the UI shows it. The API's own percentage wins when given; money saved
 * is shown only with a kept promo, so a dropped badge never leaves a stray "you save". A zero sell
 * price reads 'Included' (an extra already in the stay), never a 100% promo.
 */
export function promoOf(
  price: {
    readonly sellPrice: Cents;
    readonly refPrice?: Cents | null;
    readonly promo?: number | null;
  },
  kind: PromoKind,
): Promo {
  if (price.sellPrice <= 0) return { promo: 0, moneySaved: 0 };
  const refPrice = price.refPrice ?? price.sellPrice;
  const promo = keptPromo(price.promo ?? promoPercentage(price.sellPrice, refPrice), kind);
  return {
    promo,
    moneySaved: promo > 0 ? moneySaved(price.sellPrice, refPrice) : 0,
  };
}

/**
 * Discount of a content box: ceil(100 - 100 x promo price / price), 0 without a lower promo
 * price. Computed on integer cents so float noise never bumps a round figure up by one.
 */
export function boxDiscount(price: Cents, promoPrice: Cents | null | undefined): number {
  if (promoPrice == null || price <= 0 || promoPrice >= price) {
    return 0;
  }
  return Math.min(100, Math.ceil(((price - promoPrice) * 100) / price));
}

/** Auto-discount of a card: a promotion code and its extra percentage. */
export interface AutoDiscount {
  readonly code?: string | null;
  readonly value: number;
}

/**
 * 'Promo: Save {discount}% extra' shows only when the experiment variation is assigned, a code
 * exists and the flow is not gifting; otherwise nothing (`null`).
 */
export function autoDiscountText(context: { readonly variationAssigned: boolean; readonly autoDiscount?: AutoDiscount | null; readonly flow: Flow }): MessageDescriptor | null {
  const { variationAssigned, autoDiscount, flow } = context;
  if (!variationAssigned || !autoDiscount?.code || flow === 'gifting') {
    return null;
  }
  return withValues(pricingMessages.autoDiscount, {
    discount: autoDiscount.value,
  });
}

/**
 * What a promotion code of `percent` percent takes off an amount, in cents: rounded to the nearest
 * cent, never more than the amount, so a checkout and the server that recomputes it agree to the cent.
 */
export function promotionCodeReduction(amount: Cents, percent: number): Cents {
  if (amount <= 0 || percent <= 0) {
    return 0;
  }
  return Math.min(amount, Math.round((amount * percent) / 100));
}
