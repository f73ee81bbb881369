import { collectAnalytics } from '@escapade/data-access-api';
import type { ProductQuote } from '@escapade/api-contract';
import { centsToEuros, CURRENCY, MARKETS, type MarketCode } from '@escapade/util-market';

/** Where this browser's analytics client id is kept between visits. */
const CLIENT_ID_KEY = 'escapade.analytics.clientId';

/** The browser's analytics client id (`random.seconds`, as the collect calls write it), created once. */
function analyticsClientId(): string {
  const created = `${Math.floor(Math.random() * 2_147_483_647)}.${Math.floor(Date.now() / 1000)}`;
  try {
    const known = window.localStorage.getItem(CLIENT_ID_KEY);
    if (known) return known;
    window.localStorage.setItem(CLIENT_ID_KEY, created);
  } catch {
    // No storage: an id for this event only.
  }
  return created;
}

/** What the add-to-cart event says about the stay. */
export interface AddToCartItem {
  readonly weekendId: number;
  readonly label: string;
  readonly quote: ProductQuote;
}

/** The `add_to_cart` event of a stay whose checkout starts, with its quoted price (in euros, as analytics reads it). */
export function addToCartEvent(item: AddToCartItem, market: MarketCode, pagePath: string) {
  const price = centsToEuros(item.quote.priceInfo?.sellPrice ?? 0);
  return {
    name: 'add_to_cart',
    params: {
      page_path: pagePath,
      page_type: 'product',
      locale: market,
      currency: CURRENCY,
      value: price,
      items: [{ item_id: String(item.weekendId), item_name: item.label, item_category: 'weekend', price, quantity: 1 }],
    },
  };
}

/** Sends the add-to-cart event; analytics failures are swallowed (product-side.md section 8). */
export function sendAddToCart(item: AddToCartItem, market: MarketCode, pagePath: string): void {
  collectAnalytics({ params: { pos: MARKETS[market].pointOfSale }, body: { client_id: analyticsClientId(), events: [addToCartEvent(item, market, pagePath)] } }).catch(
    () => undefined,
  );
}
