import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MAX_CENTS, type ProductQuote, type ProductQuoteQuery, type QuotePriceInfoReply, type ReservationCriteria } from '@escapade/api-contract';
import { addDays, type MarketCode } from '@escapade/util-market';
import { asActivityDates, parseSelectedActivityDate, type ActivityDate } from '@escapade/util-criteria';
import { localTaxTotal, PACKAGE_NOT_AVAILABLE_CHECKIN, pricingMessages } from '@escapade/util-pricing';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadHotelFacts, loadProgramLines, type StoredProgramLine } from '../../catalog/product-pages';
import { ClientError, contractRoute, notFound } from '../../plugins/contract-routes';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf, languageOf } from '../search/search-mapping';
import { activityDateChoices } from './activity-date-choices';
import { productPrice } from './product-detail';
import type { PricedStay } from '../../search/prior-price';

/** Why a stay cannot be quoted although the request is well formed: what the client shows instead of a price. */
const NOT_AVAILABLE_MESSAGE = 'The package is not available for this check-in and length of stay';

/** Refuses a request with a 400 naming the field, in the API's error shape. */
function badRequest(field: string, message: string): ClientError {
  return new ClientError(400, 'BAD_REQUEST', `${field}: ${message}`, [{ field, message }]);
}

/** Refuses (400 on `query.nights`) a stay longer than the product sells (its calendar's maximum length of stay). */
export function refuseLongerStay(offer: Offer, nights: number): void {
  if (nights > offer.calendar.maxLos) throw badRequest('query.nights', `must be at most ${offer.calendar.maxLos}: the longest stay the product sells`);
}

/**
 * The chosen activity days, one per activity (a later day replaces an earlier one, as on the product
 * page); an activity whose day is not the visitor's to choose, or a day that is not one of its
 * choices (the product page's), is a 400.
 */
function activityDaysOf(lines: readonly StoredProgramLine[], query: ProductQuoteQuery): { days: ActivityDate[]; collapsed: boolean } {
  const field = 'query.activitySelectionList';
  const choices = activityDateChoices(lines, { checkin: query.checkin, nights: query.nights });
  const asked = query.activitySelectionList.map((selection) => parseSelectedActivityDate(selection));
  for (const entry of asked) {
    if (entry === undefined) throw badRequest(field, 'must be activity days (activityId_yyyy-MM-dd)');
    const choice = choices.find((candidate) => String(candidate.activityId) === entry.activityId);
    if (choice === undefined) throw badRequest(field, `activity ${entry.activityId} has no day to choose in this stay`);
    if (!choice.dates.some((option) => option.date === entry.date)) {
      throw badRequest(field, `${entry.date} is not a day of activity ${entry.activityId} (${choice.dates[0].date} to ${choice.dates[choice.dates.length - 1].date})`);
    }
  }
  const days = asActivityDates(asked);
  return { days, collapsed: days.length !== asked.length };
}

function reservationCriteria(offer: Offer, query: ProductQuoteQuery, days: readonly ActivityDate[]): ReservationCriteria {
  return {
    offerId: offer.id,
    travelPeriod: { checkinDate: query.checkin, checkoutDate: addDays(query.checkin, query.nights) },
    nights: query.nights,
    pax: { numberOfAdults: query.adult, numberOfChildren: query.child, numberOfBabies: query.baby },
    activityDaySelections: days.map((day) => ({ activityId: Number(day.activityId), date: day.date })),
    minisiteId: query.minisite ?? null,
  };
}

/** The stay's program with the chosen day of each activity line. */
function programLineList(lines: readonly StoredProgramLine[], days: readonly ActivityDate[]): ProductQuote['programLineList'] {
  return lines.map((line) => ({
    type: line.type,
    title: line.title,
    activityId: line.activityId,
    quantity: line.quantity,
    date: (line.activityId === null ? undefined : days.find((day) => Number(day.activityId) === line.activityId)?.date) ?? null,
  }));
}

/**
 * The price info of the stay: the product page's own price (the calendar cell's and the price banner's
 * numbers), or null when the stay cannot be sold or its price cannot be carried. The hotel's getaways
 * (`GET /product/{id}/offers`) are priced by it too.
 */
export function quotePriceInfo(offer: Offer, stay: PricedStay, market: MarketCode): QuotePriceInfoReply | null {
  const price = productPrice(offer, stay, market);
  if (price === null || (price.refPrice ?? price.sellPrice) > MAX_CENTS) return null;
  return {
    sellPrice: price.sellPrice,
    refPrice: price.refPrice,
    promoPercentageRounded: Math.round(price.promo),
    moneySaved: price.moneySaved,
    priceType: 'final',
    nbRooms: price.nbRooms,
    nights: price.nights,
    lowestPriorPrice: price.lowestPriorPrice,
  };
}

/**
 * `GET /product/{id}/quote`: the server's quote of a dated stay, from the same calendar and helpers as
 * the availability calendar and the product page. 404 unknown product, 400 bad input, 200 with
 * `bookable: false` and PACKAGE_NOT_AVAILABLE_CHECKIN when the stay is simply not available.
 */
export default async function productQuoteRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.productQuote, async ({ params, query }): Promise<ProductQuote> => {
    const offer = app.catalog.offers.getOffer(params.id);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.id', params.id, 'weekend');
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    refuseLongerStay(offer, query.nights);

    const language = languageOf(query.locale);
    const stay: PricedStay = { checkin: query.checkin, nights: query.nights, party: { adults: query.adult, children: query.child, babies: query.baby } };
    const [facts, lines] = await Promise.all([loadHotelFacts(app.db, offer.hotelId, language), loadProgramLines(app.db, offer.id, language)]);
    if (!facts) throw notFound('params.id', params.id, 'weekend');
    const { days, collapsed } = activityDaysOf(lines, query);

    const criteria = reservationCriteria(offer, query, days);
    const priceInfo = quotePriceInfo(offer, stay, query.locale);
    const common = {
      reservationCriteria: criteria,
      modifiedReservationCriteria: collapsed ? criteria : null,
      programLineList: programLineList(lines, days),
      flashDeal: offer.lastMinute,
    };
    if (priceInfo === null) {
      return {
        ...common,
        bookable: false,
        priceInfo: null,
        localTaxTotalAmount: null,
        roomsAmountMessage: null,
        cancellationPolicy: null,
        errors: [{ code: PACKAGE_NOT_AVAILABLE_CHECKIN, message: NOT_AVAILABLE_MESSAGE }],
      };
    }
    return {
      ...common,
      bookable: true,
      priceInfo,
      localTaxTotalAmount: Math.min(
        MAX_CENTS,
        localTaxTotal(facts.localTax, { sellPrice: priceInfo.sellPrice, nights: query.nights, adults: query.adult, rooms: priceInfo.nbRooms }),
      ),
      roomsAmountMessage: priceInfo.nbRooms > 1 ? app.pricingTexts.format(pricingMessages.quoteRoomsAmount, query.locale, { count: priceInfo.nbRooms }) : null,
      cancellationPolicy: cancellationPolicyOf(offer, query.checkin, query.locale, { now: app.now(), texts: app.pricingTexts }),
      errors: [],
    };
  });
}
