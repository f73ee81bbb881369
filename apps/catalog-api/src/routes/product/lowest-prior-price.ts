import type { Kysely } from 'kysely';
import { daysBetween, type Cents, type IsoDate, type MarketCode } from '@escapade/util-market';
import { marketDateTime, toIsoDate } from '@escapade/util-market/clock';
import { lowestPriorPrice, type PriceChange } from '@escapade/util-pricing';
import type { Database } from '../../db/database-schema';
import { CLOSED_NIGHT, type Offer, type OfferCalendar } from '../../catalog/catalog-snapshot';
import { loadPriceHistory, type StoredPriceList } from '../../catalog/price-history';
import { lowestBasePrice, priceForParty, stayBasePrice, type Party } from '../../search/stay-price';

/** The stay a price is for: dated (final price) or not (the 'from' price of `nights` nights). */
export interface PricedStay {
  checkin: IsoDate | null;
  nights: number;
  party: Party;
}

/** The market day of an instant: the rule counts the market's days. */
const marketDay = (instant: Date, market: MarketCode): IsoDate => toIsoDate(marketDateTime(instant, market));

/** An earlier price list laid over the current calendar's days (its length-of-stay rules still apply), closed where it had no price. */
function earlierCalendar(current: OfferCalendar, list: StoredPriceList): OfferCalendar {
  const shift = daysBetween(list.start, current.start);
  const prices = new Int32Array(current.prices.length);
  for (let day = 0; day < prices.length; day++) prices[day] = list.prices[day + shift] ?? CLOSED_NIGHT;
  return { ...current, prices };
}

/** The price of the stay for the party on a calendar, as the product page computes it; null when it could not be sold. */
function stayPrice(calendar: OfferCalendar, stay: PricedStay): Cents | null {
  const base = stay.checkin === null ? lowestBasePrice(calendar, stay.nights) : stayBasePrice(calendar, stay.checkin, stay.nights);
  return base === null ? null : priceForParty(base, stay.party);
}

/**
 * The lowest price of the 30 days before the offer's promo began (the EU price-indication rule) for
 * the same stay and party as its promo price: the stay's price under each price list in force then
 * (the earlier ones, and today's when it took effect before the promo), read by util-pricing's rule
 * in the market's days. Null when the promo's start is not recorded.
 */
export async function lowestPriorStayPrice(db: Kysely<Database>, offer: Offer, stay: PricedStay, market: MarketCode): Promise<Cents | null> {
  const history = await loadPriceHistory(db, offer.id);
  if (history.promoFrom === null) return null;
  const changes: PriceChange[] = history.earlier.map((list) => ({ from: marketDay(list.effectiveFrom, market), price: stayPrice(earlierCalendar(offer.calendar, list), stay) }));
  if (history.pricesFrom !== null) changes.push({ from: marketDay(history.pricesFrom, market), price: stayPrice(offer.calendar, stay) });
  return lowestPriorPrice(changes, marketDay(history.promoFrom, market));
}

/** The lowest prior price of a stay when the offer has a promo to show it next to; no query otherwise. */
export function priorPriceOf(db: Kysely<Database>, offer: Offer, stay: PricedStay, market: MarketCode): Promise<Cents | null> {
  return offer.promo > 0 ? lowestPriorStayPrice(db, offer, stay, market) : Promise.resolve(null);
}
