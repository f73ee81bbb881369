import { daysBetween, type Cents, type IsoDate, type MarketCode } from '@escapade/util-market';
import { marketWallClock } from '@escapade/util-market/clock';
import { lowestPriorPrice, type PriceChange } from '@escapade/util-pricing';
import { CLOSED_NIGHT, type ActivityOnlyProduct, type EarlierPriceList, type Offer, type OfferCalendar } from '../catalog/catalog-snapshot';
import { lowestBasePrice, priceForParty, stayBasePrice, type Party } from './stay-price';

/** The stay a price is for: dated (final price) or not (the 'from' price of `nights` nights). */
export interface PricedStay {
  checkin: IsoDate | null;
  nights: number;
  party: Party;
}

/** Market days of the history's instants by market: a catalog has a few per offer with a promo, read by every card that shows one. */
const marketDays = new Map<MarketCode, Map<number, IsoDate>>();
/** Far more instants than a catalog's histories hold; past it the memo starts again. */
const MAX_MARKET_DAYS = 200_000;

/** The market day of an instant (epoch ms): the rule counts the market's days. */
function marketDay(epochMillis: number, market: MarketCode): IsoDate {
  let days = marketDays.get(market);
  if (!days) marketDays.set(market, (days = new Map()));
  let day = days.get(epochMillis);
  if (day === undefined) {
    day = marketWallClock(epochMillis, market).date;
    if (days.size >= MAX_MARKET_DAYS) days.clear();
    days.set(epochMillis, day);
  }
  return day;
}

/**
 * An earlier price list laid over the current calendar's days (its length-of-stay rules still apply),
 * closed where it had no price. A list that starts on or before the calendar is read through a view
 * of its own prices (days past its end count as closed, as beyond a calendar's end), not a copy.
 */
function earlierCalendar(current: OfferCalendar, list: EarlierPriceList): OfferCalendar {
  const shift = daysBetween(list.start, current.start);
  if (shift >= 0) return { ...current, prices: list.prices.subarray(shift, shift + current.prices.length) };
  const prices = new Int32Array(current.prices.length);
  for (let day = 0; day < prices.length; day++) prices[day] = list.prices[day + shift] ?? CLOSED_NIGHT;
  return { ...current, prices };
}

/** The price of the stay for the party on a calendar, as the product page and the cards compute it; null when it could not be sold. */
function stayPrice(calendar: OfferCalendar, stay: PricedStay): Cents | null {
  const base = stay.checkin === null ? lowestBasePrice(calendar, stay.nights) : stayBasePrice(calendar, stay.checkin, stay.nights);
  return base === null ? null : priceForParty(base, stay.party);
}

/**
 * The lowest price of the 30 days before the offer's promo began (the EU price-indication rule) for
 * the same stay and party as its promo price: the stay's price under each price list in force then
 * (the earlier ones, and today's when it took effect before the promo), read by util-pricing's rule
 * in the market's days. Null without a promo or a recorded start of it.
 */
export function lowestPriorStayPrice(offer: Offer, stay: PricedStay, market: MarketCode): Cents | null {
  const history = offer.promo > 0 ? offer.priceHistory : null;
  if (history === null) return null;
  const changes: PriceChange[] = history.earlier.map((list) => ({ from: marketDay(list.effectiveFrom, market), price: stayPrice(earlierCalendar(offer.calendar, list), stay) }));
  if (history.pricesFrom !== null) changes.push({ from: marketDay(history.pricesFrom, market), price: stayPrice(offer.calendar, stay) });
  return lowestPriorPrice(changes, marketDay(history.promoFrom, market));
}

/**
 * The lowest price of the 30 days before an activity voucher's promo began, for `participants`: the
 * same rule on the voucher's earlier prices for that number and today's when it took effect before
 * the promo. Null without a promo, a recorded start of it, or a price for that number.
 */
export function lowestPriorVoucherPrice(product: ActivityOnlyProduct, participants: number, market: MarketCode): Cents | null {
  const history = product.priceHistory ?? null;
  const current = product.prices.find((price) => price.participants === participants);
  if (history === null || current === undefined || current.sellPrice >= current.refPrice) return null;
  const changes: PriceChange[] = history.earlier
    .filter((entry) => entry.participants === participants)
    .map((entry) => ({ from: marketDay(entry.effectiveFrom, market), price: entry.sellPrice }));
  if (history.pricesFrom !== null) changes.push({ from: marketDay(history.pricesFrom, market), price: current.sellPrice });
  return lowestPriorPrice(changes, marketDay(history.promoFrom, market));
}
