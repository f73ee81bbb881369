import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type PackageSummary, type ProductDetail, type ProductPrice, type ProgramLine } from '@escapade/api-contract';
import { PACKAGE_NOT_AVAILABLE_CHECKIN, moneySaved, referencePrice } from '@escapade/util-pricing';
import type { MarketCode } from '@escapade/util-market';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadHotelFacts, loadImageAlts, loadProgramLines, type StoredProgramLine } from '../../catalog/product-pages';
import { activityDateChoices } from './activity-date-choices';
import { hotelDetail } from './hotel-mapping';
import { pageMeta } from '../../content/site-urls';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { lowestBasePrice, priceForParty, stayBasePrice } from '../../search/stay-price';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf, image, languageOf, lowestPriorPriceOf } from '../search/search-mapping';
import type { PricedStay } from '../../search/prior-price';
import type { OfferIndex } from '../../search/offer-index';

/** Guests a room sleeps: a party needs one room per four guests (babies sleep in their parents' room). */
const GUESTS_PER_ROOM = 4;

/** 'Your stay includes', counted from the program lines. */
export function packageSummary(lines: readonly Pick<ProgramLine, 'type' | 'title' | 'quantity'>[]): PackageSummary {
  const count = (type: ProgramLine['type']) => lines.filter((line) => line.type === type).reduce((total, line) => total + line.quantity, 0);
  return {
    room: lines.find((line) => line.type === 'ROOM')?.title ?? null,
    breakfasts: count('BREAKFAST'),
    dinners: count('DINNER'),
    activities: lines.filter((line) => line.type === 'ACTIVITY').length,
  };
}

/**
 * The price of the page's stay for the party: the dated stay's final price, else the lowest 'from'
 * price of that length, with the lowest price of the 30 days before the promo when one applies.
 */
export function productPrice(offer: Offer, stay: PricedStay, market: MarketCode): ProductPrice | null {
  const base = stay.checkin === null ? lowestBasePrice(offer.calendar, stay.nights) : stayBasePrice(offer.calendar, stay.checkin, stay.nights);
  if (base === null) return null;
  const sellPrice = priceForParty(base, stay.party);
  const refPrice = referencePrice(sellPrice, offer.promo);
  return {
    sellPrice,
    refPrice,
    promo: refPrice === null ? 0 : offer.promo,
    moneySaved: refPrice === null ? 0 : moneySaved(sellPrice, refPrice),
    priceType: stay.checkin === null ? 'from' : 'final',
    nights: stay.nights,
    nbRooms: Math.max(1, Math.ceil((stay.party.adults + stay.party.children) / GUESTS_PER_ROOM)),
    lowestPriorPrice: refPrice === null ? null : lowestPriorPriceOf(offer, stay, market),
  };
}

/** The hotel's other getaways sold in `market`, the ones its product page may list besides `offer`. */
export function otherOfferCount(offers: Pick<OfferIndex, 'offerIdsOfHotel' | 'getOffer'>, offer: Offer, market: MarketCode): number {
  return offers.offerIdsOfHotel(offer.hotelId).filter((id) => id !== offer.id && offers.getOffer(id)?.markets.includes(market)).length;
}

function programLines(lines: readonly StoredProgramLine[]): ProgramLine[] {
  return lines.map((line) => ({ type: line.type, title: line.title, activityId: line.activityId, quantity: line.quantity }));
}

/** `GET /weekend/{id}/detail.json`: the product page of a weekend sold in the asked market. */
export default async function productDetailRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.productDetail, async ({ params, query }): Promise<ProductDetail> => {
    const offer = app.catalog.offers.getOffer(params.weekendId);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.weekendId', params.weekendId, 'weekend');
    const hotel = app.catalog.offers.getHotel(offer.hotelId);
    if (!hotel) throw notFound('params.weekendId', params.weekendId, 'weekend');
    const checkin = query.checkin ?? null;
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });

    const language = languageOf(query.locale);
    const nights = query.night ?? offer.nights;
    const stay: PricedStay = { checkin, nights, party: { adults: query.adult, children: query.child, babies: query.baby } };
    const [facts, lines, offerAlts, hotelAlts] = await Promise.all([
      loadHotelFacts(app.db, hotel.id, language),
      loadProgramLines(app.db, offer.id, language),
      loadImageAlts(app.db, 'offer', [offer.id], language),
      loadImageAlts(app.db, 'hotel', [hotel.id], language),
    ]);
    if (!facts) throw notFound('params.weekendId', params.weekendId, 'weekend');

    const label = offer.labels[language];
    const price = productPrice(offer, stay, query.locale);
    const lineList = programLines(lines);
    const uri = `/product/${offer.id}/${offer.slug}`;
    return {
      id: offer.id,
      label,
      uri,
      headwords: offer.activityIds.flatMap((id) => {
        const type = app.catalog.activityType(id);
        return type ? [type.names[language]] : [];
      }),
      hotel: hotelDetail(app.catalog, hotel, facts, language),
      images: [...offer.imageIds.map((id) => image(id, offerAlts.get(id) ?? label)), ...hotel.imageIds.map((id) => image(id, hotelAlts.get(id) ?? hotel.label))],
      programLines: lineList,
      // A stay that cannot be sold on these dates has no day to choose either.
      activityDates: checkin === null || price === null ? [] : activityDateChoices(lines, { checkin, nights }),
      packageSummary: packageSummary(lineList),
      defaultNights: offer.nights,
      checkin,
      nights,
      adult: query.adult,
      child: query.child,
      baby: query.baby,
      price,
      priceError: checkin !== null && price === null ? PACKAGE_NOT_AVAILABLE_CHECKIN : null,
      cancellationPolicy: checkin === null ? null : cancellationPolicyOf(offer, checkin, query.locale, { now: app.now(), texts: app.pricingTexts }),
      availableRooms: offer.availableRooms,
      lastMinute: offer.lastMinute,
      marketingLabels: [...offer.marketingLabels],
      isGiftable: offer.isGiftable,
      otherOfferCount: otherOfferCount(app.catalog.offers, offer, query.locale),
      giftPrices: [...offer.giftPrices].sort((a, b) => a.nights - b.nights),
      pageModel: pageMeta(query.locale, uri, { title: label, description: `${hotel.label} — ${facts.description}`.slice(0, 160) }, offer.markets),
    };
  });
}
