import type { ProductQuote } from '@escapade/api-contract';
import { itemEvent, type AnalyticsEvent } from '@escapade/app-providers/analytics';

/** What the add-to-cart event says about the stay. */
export interface AddToCartItem {
  readonly weekendId: number;
  readonly label: string;
  readonly quote: ProductQuote;
}

/** The `add_to_cart` event of a stay whose checkout starts, with its quoted price. */
export function addToCartEvent(item: AddToCartItem): AnalyticsEvent {
  return itemEvent('add_to_cart', { id: item.weekendId, name: item.label, category: 'weekend', priceCents: item.quote.priceInfo?.sellPrice ?? 0 });
}
