import type { FastifyInstance } from 'fastify';
import { MARKETS } from '@escapade/util-market';
import { ENDPOINTS, type HotelOffer, type ProductOffers } from '@escapade/api-contract';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import type { PricedStay } from '../../search/prior-price';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf } from '../search/search-mapping';
import { quotePriceInfo, refuseLongerStay } from './product-quote';

/**
 * `GET /product/{id}/offers`: the getaways of a weekend's hotel (the weekend included) sold in the
 * market and bookable for the dated stay and party, keyed by weekend id, each with the quote's price
 * info and cancellation terms (the same helpers, so the same numbers). A getaway that cannot be sold
 * for the stay is left out. 404 unknown product, 400 bad input, as the quote.
 */
export default async function productOfferRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.productOffers, async ({ params, query }): Promise<ProductOffers> => {
    const offer = app.catalog.offers.getOffer(params.id);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.id', params.id, 'weekend');
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    refuseLongerStay(offer, query.nights);

    const stay: PricedStay = { checkin: query.checkin, nights: query.nights, party: { adults: query.adult, children: query.child, babies: query.baby } };
    const context = { now: app.now(), texts: app.pricingTexts };
    const { language } = MARKETS[query.locale];
    const offers: Record<string, HotelOffer> = {};
    for (const id of app.catalog.offers.offerIdsOfHotel(offer.hotelId)) {
      const getaway = app.catalog.offers.getOffer(id);
      if (!getaway || !getaway.markets.includes(query.locale)) continue;
      const priceInfo = quotePriceInfo(getaway, stay, query.locale);
      if (priceInfo === null) continue;
      offers[String(getaway.id)] = {
        weekendId: getaway.id,
        label: getaway.labels[language],
        priceInfo,
        cancellationPolicy: cancellationPolicyOf(getaway, query.checkin, query.locale, context),
      };
    }
    return { offers };
  });
}
