import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, MAX_PACKAGES_PER_HOTEL, searchedOfferType, type PackageSummary, type ProductDetail, type ProductPrice, type ProgramLine } from '@escapade/api-contract';
import { buildHotelPackagesRequest, type ProductFlow } from '@escapade/util-criteria';
import { PACKAGE_NOT_AVAILABLE_CHECKIN, moneySaved, referencePrice } from '@escapade/util-pricing';
import { addDays, type IsoDate, type MarketCode } from '@escapade/util-market';
import type { Offer } from '../../catalog/catalog-snapshot';
import { loadHotelFacts, loadImageAlts, loadProgramLines, type StoredProgramLine } from '../../catalog/product-pages';
import { activityDateChoices } from './activity-date-choices';
import { hotelDetail } from './hotel-mapping';
import { pageMeta } from '../../content/site-urls';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { lowestBasePrice, priceForParty, stayBasePrice } from '../../search/stay-price';
import { refuseDayOver } from '../search/bookable-days';
import { cancellationPolicyOf, image, languageOf, lowestPriorPriceOf, offerSearchQuery } from '../search/search-mapping';
import type { PricedStay } from '../../search/prior-price';
import type { CatalogSearch } from '../../search/catalog-search';

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

/** The stay and party a product page lists its hotel's other getaways for. */
export interface OtherOffersStay {
  readonly checkin: IsoDate | null;
  readonly nights: number;
  readonly party: { readonly adult: number; readonly child: number; readonly baby: number };
}

/**
 * How many of the hotel's other getaways the product page's 'other offers' will list in `flow`: the
 * page's own packages search (util-criteria's request, read by the contract and answered by the
 * search index as `POST /offers.json` answers it: sold in the market, open for the stay and party, a
 * gift voucher in gifting), counted up to the most a hotel's search returns, this offer left out.
 */
export function otherOfferCount(catalog: CatalogSearch, offer: Offer, stay: OtherOffersStay, options: { market: MarketCode; flow: ProductFlow; now: Date }): number {
  const body = v.parse(
    ENDPOINTS.searchOffers.body,
    buildHotelPackagesRequest({
      hotelId: String(offer.hotelId),
      party: stay.party,
      checkin: stay.checkin ?? undefined,
      checkout: stay.checkin === null ? undefined : addDays(stay.checkin, stay.nights),
      locale: options.market,
      flow: options.flow,
      numberOfPackagesPerHotel: MAX_PACKAGES_PER_HOTEL,
    }),
  );
  const { query } = offerSearchQuery(catalog, body.searchCriterias, {
    locale: body.locale,
    now: options.now,
    flowType: searchedOfferType(body),
    orderBy: body.orderBy,
    page: 0,
    limit: MAX_PACKAGES_PER_HOTEL,
    numberOfPackagesPerHotel: body.numberOfPackagesPerHotel,
    field: 'query',
  });
  return catalog.offers.search(query).hits.filter((hit) => hit.offer.id !== offer.id).length;
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
    // The page asks its other getaways with the dates of its hash, with or without a price for them.
    const otherOffersStay: OtherOffersStay = { checkin, nights, party: { adult: query.adult, child: query.child, baby: query.baby } };
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
      otherOfferCount: otherOfferCount(app.catalog, offer, otherOffersStay, { market: query.locale, flow: 'booking', now: app.now() }),
      otherGiftOfferCount: otherOfferCount(app.catalog, offer, otherOffersStay, { market: query.locale, flow: 'gifting', now: app.now() }),
      giftPrices: [...offer.giftPrices].sort((a, b) => a.nights - b.nights),
      pageModel: pageMeta(query.locale, uri, { title: label, description: `${hotel.label} — ${facts.description}`.slice(0, 160) }, offer.markets),
    };
  });
}
