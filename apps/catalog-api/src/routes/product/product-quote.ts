import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ProductQuote } from '@escapade/api-contract';
import { parseSelectedActivityDate, type ActivityDate } from '@escapade/util-criteria';
import { PACKAGE_NOT_AVAILABLE_CHECKIN, pricingMessages } from '@escapade/util-pricing';
import type { Offer } from '../../catalog/catalog-snapshot';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf } from '../search/search-mapping';
import { badRequest, programLineList, quoteStay } from './stay-quote';

export { quotePriceInfo } from './stay-quote';

/** Why a stay cannot be quoted although the request is well formed: what the client shows instead of a price. */
export const NOT_AVAILABLE_MESSAGE = 'The package is not available for this check-in and length of stay';

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
 * `bookable: false` and PACKAGE_NOT_AVAILABLE_CHECKIN when the stay is simply not available.
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
    return {
      ...common,
      bookable: true,
      priceInfo,
      localTaxTotalAmount: quote.localTaxTotalAmount,
      roomsAmountMessage: priceInfo.nbRooms > 1 ? app.pricingTexts.format(pricingMessages.quoteRoomsAmount, query.locale, { count: priceInfo.nbRooms }) : null,
      cancellationPolicy: cancellationPolicyOf(offer, query.checkin, query.locale, { now: app.now(), texts: app.pricingTexts }),
      errors: [],
    };
  });
}
