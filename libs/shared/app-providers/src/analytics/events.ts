import { centsToEuros, CURRENCY } from '@escapade/util-market';
import type { AnalyticsEvent } from './tracker';

/** What an e-commerce event says of one item (a stay, an activity, a gift…). */
export interface ItemFacts {
  readonly id: number | string;
  readonly name: string;
  readonly category: 'weekend' | 'activity' | 'hotel' | 'gift';
  /** The price shown or quoted, in cents; analytics reads euros. */
  readonly priceCents?: number;
  /** Position in the list it was shown in, from 0. */
  readonly index?: number;
}

/** One item as the e-commerce events carry it (`items[]`). */
export function analyticsItem(item: ItemFacts): Record<string, unknown> {
  return {
    item_id: String(item.id),
    item_name: item.name,
    item_category: item.category,
    ...(item.priceCents === undefined ? {} : { price: centsToEuros(item.priceCents) }),
    ...(item.index === undefined ? {} : { index: item.index }),
    quantity: 1,
  };
}

/** `view_item`, `select_item` or `add_to_cart` of one item; `value` is its price in euros. */
export function itemEvent(name: 'view_item' | 'select_item' | 'add_to_cart', item: ItemFacts, listName?: string): AnalyticsEvent {
  return {
    name,
    params: {
      currency: CURRENCY,
      ...(item.priceCents === undefined ? {} : { value: centsToEuros(item.priceCents) }),
      ...(listName === undefined ? {} : { item_list_name: listName }),
      items: [analyticsItem(item)],
    },
  };
}

/** What a checkout event says: the item bought, the amount to pay in cents and, once known, how and which order. */
export interface CheckoutFacts {
  readonly item: ItemFacts;
  readonly valueCents: number;
  /** The payment method chosen (`add_payment_info`, `purchase`). */
  readonly paymentType?: string;
  /** The order's booking number (`purchase`). */
  readonly transactionId?: string;
}

/** `begin_checkout`, `add_payment_info` or `purchase` of one item; `value` is the amount to pay in euros. */
export function checkoutEvent(name: 'begin_checkout' | 'add_payment_info' | 'purchase', facts: CheckoutFacts): AnalyticsEvent {
  return {
    name,
    params: {
      currency: CURRENCY,
      value: centsToEuros(facts.valueCents),
      ...(facts.paymentType === undefined ? {} : { payment_type: facts.paymentType }),
      ...(facts.transactionId === undefined ? {} : { transaction_id: facts.transactionId }),
      items: [analyticsItem(facts.item)],
    },
  };
}

/** `view_item_list`: the items a list (a results page…) showed, in their order. */
export function itemListEvent(listName: string, items: readonly ItemFacts[]): AnalyticsEvent {
  return { name: 'view_item_list', params: { item_list_name: listName, items: items.map(analyticsItem) } };
}

/** What a promotion event says of a campaign on the page (a promo bar, a banner…). */
export interface PromotionFacts {
  /** The campaign's code (the promo bar's internal code, a banner's tracking name). */
  readonly id: string;
  readonly name: string;
  /** Where on the page it is shown (promo_bar, announcement_banner, banner_block…). */
  readonly slot: string;
  readonly creative?: string;
}

/** `view_promotion` when a campaign is seen, `select_promotion` when its link is followed. */
export function promotionEvent(name: 'view_promotion' | 'select_promotion', promotion: PromotionFacts): AnalyticsEvent {
  return {
    name,
    params: {
      promotion_id: promotion.id,
      promotion_name: promotion.name,
      creative_slot: promotion.slot,
      ...(promotion.creative === undefined ? {} : { creative_name: promotion.creative }),
    },
  };
}
