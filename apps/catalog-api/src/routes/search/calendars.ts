import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type AvailabilityDay } from '@escapade/api-contract';
import { type MarketCode as Locale, addDays, addMonths, daysBetween, daysOfMonth, MARKET_CODES, MARKETS, monthOf, monthsBetween } from '@escapade/util-market';
import type { Offer, OfferCalendar } from '../../catalog/catalog-snapshot';
import { ClientError, contractRoute, notFound } from '../../plugins/contract-routes';
import { formatPrice } from '@escapade/util-pricing';
import { priceForParty, stayBasePrice, type Party } from '../../search/stay-price';
import { isDayOver } from '@escapade/util-calendar';
import { refuseDayOver } from './bookable-days';

/** Night counts a stay arriving `checkin` can have for this offer. */
function possibleNights(offer: Offer, checkin: string): number[] {
  const nights: number[] = [];
  for (let count = 1; count <= offer.calendar.maxLos; count++) if (stayBasePrice(offer.calendar, checkin, count) !== null) nights.push(count);
  return nights;
}

/** First and last month of a calendar (its 12-month window). */
function calendarMonths(calendar: OfferCalendar): { minMonth: string; maxMonth: string } {
  return { minMonth: monthOf(calendar.start), maxMonth: monthOf(addDays(calendar.start, calendar.prices.length - 1)) };
}

/** The asked months, checked against the window: a month outside it is a 400 naming the field. */
function monthWindow(calendar: OfferCalendar, month: string | undefined, length: number): { first: string; months: string[] } {
  const { minMonth, maxMonth } = calendarMonths(calendar);
  const first = month ?? minMonth;
  if (monthsBetween(minMonth, first) < 0 || monthsBetween(first, maxMonth) < 0) {
    throw new ClientError(400, 'BAD_REQUEST', `query.month: must be between ${minMonth} and ${maxMonth}`, [
      { field: 'query.month', message: `must be between ${minMonth} and ${maxMonth}` },
    ]);
  }
  const count = Math.min(length, monthsBetween(first, maxMonth) + 1);
  return { first, months: Array.from({ length: count }, (_, index) => addMonths(first, index)) };
}

/** What a calendar day costs to arrive on: the price of its minimum stay. */
interface DayPrice {
  readonly amount: number;
  readonly minLos: number;
}

/** Price of arriving on `day` for the minimum stay, for the party; null when the day is not bookable. */
function dayPrice(calendar: OfferCalendar, day: string, party: Party): DayPrice | null {
  const index = daysBetween(calendar.start, day);
  if (index < 0 || index >= calendar.prices.length) return null;
  const minLos = calendar.minLos[index];
  const base = stayBasePrice(calendar, day, minLos);
  return base === null ? null : { amount: priceForParty(base, party), minLos };
}

/** Prices of days that can still be booked: a day that is over on the market's clock (util-calendar's rule) is unavailable. */
function unlessOver(priceOf: (day: string) => DayPrice | null, market: Locale, now: Date): (day: string) => DayPrice | null {
  return (day) => (isDayOver(day, now, market) ? null : priceOf(day));
}

function daysOfMonths(months: string[]): string[] {
  return months.flatMap(daysOfMonth);
}

/** Days keyed by date with the month's best price marked, as both calendars read them. */
function availabilityDays(days: string[], priceOf: (day: string) => DayPrice | null, promo: number, locale: Locale): Record<string, AvailabilityDay | null> {
  const prices = new Map(days.map((day) => [day, priceOf(day)]));
  const bestByMonth = new Map<string, number>();
  for (const [day, price] of prices) if (price && price.amount < (bestByMonth.get(monthOf(day)) ?? Infinity)) bestByMonth.set(monthOf(day), price.amount);
  const result: Record<string, AvailabilityDay | null> = {};
  for (const [day, price] of prices) {
    result[day] = price
      ? {
          price: formatPrice(price.amount, MARKETS[locale].locale),
          amount: price.amount,
          minLos: price.minLos,
          promo,
          bestPriceOfTheMonth: price.amount === bestByMonth.get(monthOf(day)),
        }
      : null;
  }
  return result;
}

/** Possible nights and availability calendars (product and hotel), read from the offers' calendars. */
export default async function calendarRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.packageCheckoutNights, async ({ params, query }) => {
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    const { siteOrId } = params;
    if (typeof siteOrId === 'number') {
      const offer = app.catalog.offers.getOffer(siteOrId);
      if (!offer) throw notFound('params.siteOrId', siteOrId, 'weekend');
      return possibleNights(offer, query.checkin);
    }
    // A whole site: every night count some weekend of its markets can be sold for from that check-in.
    const markets: readonly Locale[] = MARKET_CODES.filter((code) => MARKETS[code].pointOfSale === siteOrId);
    const nights = new Set<number>();
    for (const offer of app.catalog.snapshot.offers) {
      const current = app.catalog.offers.getOffer(offer.id);
      if (current && current.markets.some((market) => markets.includes(market))) for (const count of possibleNights(current, query.checkin)) nights.add(count);
    }
    return [...nights].sort((a, b) => a - b);
  });

  contractRoute(app, ENDPOINTS.productAvailability, async ({ params, query }) => {
    const offer = app.catalog.offers.getOffer(params.weekendId);
    if (!offer) throw notFound('params.weekendId', params.weekendId, 'weekend');
    const { first, months } = monthWindow(offer.calendar, query.month, query.length);
    const { minMonth, maxMonth } = calendarMonths(offer.calendar);
    const party = { adults: query.adult, children: query.child, babies: query.baby };
    const last = months[months.length - 1];
    return {
      days: availabilityDays(
        daysOfMonths(months),
        unlessOver((day) => dayPrice(offer.calendar, day, party), query.locale, app.now()),
        offer.promo,
        query.locale,
      ),
      nextMonth: monthsBetween(last, maxMonth) > 0 ? addMonths(last, 1) : null,
      prevMonth: monthsBetween(minMonth, first) > 0 ? addMonths(first, -1) : null,
      minMonth,
      maxMonth,
      adult: query.adult,
      child: query.child,
      baby: query.baby,
    };
  });

  contractRoute(app, ENDPOINTS.hotelAvailability, async ({ params, query }) => {
    const hotel = app.catalog.offers.getHotel(params.hotelId);
    if (!hotel) throw notFound('params.hotelId', params.hotelId, 'hotel');
    const offers = app.catalog.offers
      .offerIdsOfHotel(hotel.id)
      .flatMap((id) => app.catalog.offers.getOffer(id) ?? [])
      .filter((offer) => offer.markets.includes(query.locale));
    if (offers.length === 0) return [];
    const { months } = monthWindow(offers[0].calendar, query.month, query.length);
    const party = { adults: 2, children: 0, babies: 0 };
    // A hotel's day is as cheap as its cheapest weekend arriving that day.
    const cheapest = (day: string) =>
      offers.reduce<DayPrice | null>((best, offer) => {
        const price = dayPrice(offer.calendar, day, party);
        return price && (!best || price.amount < best.amount) ? price : best;
      }, null);
    const days = availabilityDays(daysOfMonths(months), unlessOver(cheapest, query.locale, app.now()), 0, query.locale);
    return Object.entries(days).flatMap(([day, entry]) => (entry ? [{ day, ...entry }] : []));
  });
}
