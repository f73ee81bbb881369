import { addDays, type Cents, type IsoDate } from '@escapade/util-market';
import { formatPrice } from './money';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';
import { promoOf, type PromoKind } from './promo';

/** How far back the prior price of a promo looks: the EU price-indication rule's 30 days. */
export const PRIOR_PRICE_DAYS = 30;

/**
 * One change in a price's history: the price in force from the market day `from` until the next
 * change. `null` while the item was not on sale (a closed night, a stay that could not be sold).
 */
export interface PriceChange {
  readonly from: IsoDate;
  readonly price: Cents | null;
}

/**
 * The lowest price of the 30 days before a promo started (the EU price-indication rule): the
 * lowest of the prices in force on each day from `promoStart` − 30 to the day before it, where a
 * day's price is the last change made on or before it. A change superseded on the day it was made
 * never was a day's price; days before the first change, or while not on sale, have no price.
 * An item sold for fewer than 30 days before its promo gets the lowest of the days it was sold.
 * `null` when no day of the window had a price: there is then nothing to show.
 */
export function lowestPriorPrice(history: readonly PriceChange[], promoStart: IsoDate): Cents | null {
  const windowStart = addDays(promoStart, -PRIOR_PRICE_DAYS);
  const changes = [...history].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let lowest: Cents | null = null;
  changes.forEach((change, index) => {
    const next = changes[index + 1]?.from;
    const inForceUntil = next !== undefined && next < promoStart ? next : promoStart;
    const inForceFrom = change.from > windowStart ? change.from : windowStart;
    // In force on at least one day of the window: [inForceFrom, inForceUntil) is not empty.
    if (change.price === null || inForceFrom >= inForceUntil) return;
    if (lowest === null || change.price < lowest) lowest = change.price;
  });
  return lowest;
}

/**
 * 'Lowest price in the last 30 days: {price}', formatted for the locale, next to a promo price: only
 * when the promo is shown (kept above its kind's minimum, like the struck-through price) and the API
 * gave a prior price; `null` otherwise, so there is nothing to render.
 */
export function lowestPriorPriceText(
  price: {
    readonly sellPrice: Cents;
    readonly refPrice?: Cents | null;
    readonly promo?: number | null;
    readonly lowestPriorPrice?: Cents | null;
  },
  locale: string,
  kind: PromoKind = 'offer',
): MessageDescriptor | null {
  if (price.lowestPriorPrice == null || promoOf(price, kind).promo === 0) {
    return null;
  }
  return withValues(pricingMessages.lowestPriorPrice, {
    price: formatPrice(price.lowestPriorPrice, locale),
  });
}
