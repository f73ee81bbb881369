import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ProductQuote } from '@escapade/api-contract';
import { parseSelectedActivityDate, type ActivityDate } from '@escapade/util-criteria';
import { ACTIVITY_DATES_MISSING, PACKAGE_NOT_AVAILABLE_CHECKIN, pricingMessages } from '@escapade/util-pricing';
import type { Offer } from '../../catalog/catalog-snapshot';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf } from '../search/search-mapping';
import { badRequest, programLineList, quoteStay } from './stay-quote';

export { quotePriceInfo } from './stay-quote';

/** Why a stay cannot be quoted although the request is well formed: what the client shows instead of a price. */
export const NOT_AVAILABLE_MESSAGE = 'The package is not available for this check-in and length of stay';

/** Why a priced stay is not bookable yet: the activities whose day the visitor chooses and has not. */
export function missingActivityDaysMessage(activityIds: readonly number[]): string {
  return `Choose the day of activity ${activityIds.join(', ')} before booking`;
}

/** Refuses (400 on `field`, `query.nights` by default) a stay longer than the product sells (its calendar's maximum length of stay). */
export function refuseLongerStay(offer: Offer, nights: number, field = 'query.nights'): void {
  if (nights > offer.calendar.maxLos) throw badRequest(field, `must be at most ${offer.calendar.maxLos}: the longest stay the product sells`);
}

/** The activity days of a quote's query (`activityId_yyyy-MM-dd`), a value in another form being a 400. */
function selectedActivityDays(selections: readonly string[], field: string): ActivityDate[] {
  return selections.map((selection) => {
    const entry = parseSelectedActivityDate(selection);
    if (entry === undefined) throw badRequest(field, 'must be activity days (activityId_yyyy-MM-dd)');
    return entry;
  });
}

/**
 * `GET /product/{id}/quote`: the server's quote of a dated stay, from the same calendar and helpers as
 * the availability calendar and the product page. 404 unknown product, 400 bad input, 200 with
 * `bookable: false` and PACKAGE_NOT_AVAILABLE_CHECKIN when the stay is simply not available, or with
 * its price and ACTIVITY_DATES_MISSING while an activity whose day the visitor chooses has none: the
 * server, not only the product page, holds a stay to the activity days the spec requires.
 */
export default async function productQuoteRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.productQuote, async ({ params, query }): Promise<ProductQuote> => {
    const offer = app.catalog.offers.getOffer(params.id);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.id', params.id, 'weekend');
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    refuseLongerStay(offer, query.nights);

    const activityDaysField = 'query.activitySelectionList';
    const quote = await quoteStay(
      app.db,
      offer,
      {
        checkin: query.checkin,
        nights: query.nights,
        party: { adults: query.adult, children: query.child, babies: query.baby },
        activityDays: selectedActivityDays(query.activitySelectionList, activityDaysField),
        activityDaysField,
        minisiteId: query.minisite ?? null,
        market: query.locale,
      },
      'params.id',
    );
    const { criteria, priceInfo } = quote;
    const common = {
      reservationCriteria: criteria,
      modifiedReservationCriteria: quote.collapsed ? criteria : null,
      programLineList: programLineList(quote.lines, quote.days),
      flashDeal: offer.lastMinute,
    };
    if (priceInfo === null || quote.localTaxTotalAmount === null) {
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
    // As the product page and the order: every activity whose day the visitor chooses needs one before booking.
    const dayless = quote.choices.filter((choice) => !quote.days.some((day) => day.activityId === String(choice.activityId))).map((choice) => choice.activityId);
    return {
      ...common,
      bookable: dayless.length === 0,
      priceInfo,
      localTaxTotalAmount: quote.localTaxTotalAmount,
      roomsAmountMessage: priceInfo.nbRooms > 1 ? app.pricingTexts.format(pricingMessages.quoteRoomsAmount, query.locale, { count: priceInfo.nbRooms }) : null,
      cancellationPolicy: cancellationPolicyOf(offer, query.checkin, query.locale, { now: app.now(), texts: app.pricingTexts }),
      errors: dayless.length === 0 ? [] : [{ code: ACTIVITY_DATES_MISSING, message: missingActivityDaysMessage(dayless) }],
    };
  });
}
