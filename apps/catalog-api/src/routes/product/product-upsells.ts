import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MAX_CENTS, type ProductUpsells, type Upsell } from '@escapade/api-contract';
import type { IsoDate } from '@escapade/util-market';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadProgramLines, loadUpsells, type StoredUpsell } from '../../catalog/product-pages';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { lowestBasePrice, priceForParty, stayBasePrice, type Party } from '../../search/stay-price';
import { refuseDayOver } from '../search/bookable-days';
import { image, languageOf } from '../search/search-mapping';
import { productPrice } from './product-detail';

/** A difference the contract can carry, or null. */
const carried = (difference: number | null): number | null => (difference === null || Math.abs(difference) > MAX_CENTS ? null : difference);

/** The two-adult stay price of an offer for `nights` from `checkin` (dated) or its lowest 'from' price. */
function basePrice(offer: Offer, checkin: IsoDate | null, nights: number): number | null {
  return checkin === null ? lowestBasePrice(offer.calendar, nights) : stayBasePrice(offer.calendar, checkin, nights);
}

/**
 * Differences by length of stay: of the gift voucher prices for a single voucher upsell, else of the
 * party's stays of each length both offers sell (from the check-in when dated, else the 'from' prices).
 */
export function priceDifferencePerLos(offer: Offer, upsell: Offer, type: StoredUpsell['type'], checkin: IsoDate | null, party: Party): Record<string, number> {
  const differences: Record<string, number> = {};
  if (type === 'SINGLE_VOUCHER') {
    for (const gift of upsell.giftPrices) {
      const own = offer.giftPrices.find((price) => price.nights === gift.nights);
      const difference = own === undefined ? null : carried(gift.sellPrice - own.sellPrice);
      if (difference !== null) differences[String(gift.nights)] = difference;
    }
    return differences;
  }
  for (let nights = 1; nights <= Math.min(offer.calendar.maxLos, upsell.calendar.maxLos); nights++) {
    const own = basePrice(offer, checkin, nights);
    const other = basePrice(upsell, checkin, nights);
    const difference = own === null || other === null ? null : carried(priceForParty(other, party) - priceForParty(own, party));
    if (difference !== null) differences[String(nights)] = difference;
  }
  return differences;
}

/**
 * `GET /product/{id}/upsells`: the extras of a weekend (other offers of its hotel, the same stay plus
 * something) with their price differences, from the product page's own prices (the quote's and the
 * calendar's). Upsells not sold in the market, and with dates those not bookable on them, are left
 * out. 404 unknown product, 400 bad input.
 */
export default async function productUpsellRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.productUpsells, async ({ params, query }): Promise<ProductUpsells> => {
    const offer = app.catalog.offers.getOffer(params.id);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.id', params.id, 'weekend');
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    const language = languageOf(query.locale);
    const checkin = query.checkin ?? null;
    const party: Party = { adults: query.adult, children: query.child, babies: query.baby };
    const stay = { checkin, nights: query.nights, party };
    const ownPrice = productPrice(offer, stay, query.locale);

    const stored = await loadUpsells(app.db, offer.id, language);
    // With dates, an extra that cannot be booked on them (no price: closed, sold out, too long) is left out.
    const sold = stored.flatMap((upsell) => {
      const upsellOffer = app.catalog.offers.getOffer(upsell.upsellOfferId);
      if (!upsellOffer || !upsellOffer.markets.includes(query.locale)) return [];
      const upsellPrice = productPrice(upsellOffer, stay, query.locale);
      return checkin !== null && upsellPrice === null ? [] : [{ upsell, upsellOffer, upsellPrice }];
    });
    const upsells = await Promise.all(
      sold.map(async ({ upsell, upsellOffer, upsellPrice }): Promise<Upsell> => {
        const lines = await loadProgramLines(app.db, upsellOffer.id, language);
        const firstImage = upsellOffer.imageIds[0];
        return {
          id: upsellOffer.id,
          label: upsell.label,
          priceDifference: ownPrice === null || upsellPrice === null ? null : carried(upsellPrice.sellPrice - ownPrice.sellPrice),
          priceDifferencePerLos: priceDifferencePerLos(offer, upsellOffer, upsell.type, checkin, party),
          programLines: lines.map((line) => ({ type: line.type, title: line.title, activityId: line.activityId, quantity: line.quantity })),
          imagesBySize: firstImage === undefined ? null : image(firstImage, upsell.label).sizes,
          activityIds: upsellOffer.activityIds.filter((id) => !offer.activityIds.includes(id)),
          type: upsell.type,
        };
      }),
    );
    return { upsells, checkin, nights: query.nights };
  });
}
