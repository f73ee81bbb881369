import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, RECOMMENDED_OFFERS_LIMIT, type OfferCard, type RecommendedOffers, type RecommendedOffersQuery } from '@escapade/api-contract';
import type { Hotel, Offer } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import type { OfferHit } from '../../search/offer-index';
import { NO_FILTERS, type Destination, type OfferSearchQuery } from '../../search/search-query';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { refuseDayOver } from '../search/bookable-days';
import { languageOf, offerCard } from '../search/search-mapping';

/** Radius of the last pass, around the hotel, when its region has too few similar offers. */
export const NEARBY_RADIUS_KM = 100;

/** Candidates read per pass: enough to rank by shared themes and still fill the carousel. */
const CANDIDATES_PER_PASS = 60;

/**
 * Offers like `offer` in other hotels, best first: its region's offers (else around the hotel), one
 * per hotel, ranked by the number of themes they share with it, then by the results page's default
 * sort; the offers around the hotel fill up a region that has too few.
 */
export function recommendedHits(catalog: CatalogSearch, offer: Offer, hotel: Hotel, query: RecommendedOffersQuery): { hits: OfferHit[]; search: OfferSearchQuery } {
  const gifting = query.flow === 'gifting';
  const region = catalog.place(hotel.cityId)?.regionId ?? null;
  const origin = { latitude: hotel.latitude, longitude: hotel.longitude };
  const base: OfferSearchQuery = {
    market: query.locale,
    language: languageOf(query.locale),
    flowType: gifting ? 'gift' : 'offer',
    destination: null,
    origin,
    themeId: null,
    checkin: gifting ? null : (query.checkin ?? null),
    nights: gifting ? 1 : query.nights,
    party: gifting ? { adults: 2, children: 0, babies: 0 } : { adults: query.adult, children: query.child, babies: query.baby },
    giftNights: null,
    filters: NO_FILTERS,
    orderBy: 'priceQuality',
    page: 0,
    limit: CANDIDATES_PER_PASS,
    numberOfPackagesPerHotel: 1,
  };
  const nearby: Destination = { kind: 'point', ...origin };
  const passes: OfferSearchQuery[] = [
    ...(region === null ? [] : [{ ...base, destination: { kind: 'place' as const, placeId: region } }]),
    { ...base, destination: nearby, filters: { ...NO_FILTERS, distanceMax: NEARBY_RADIUS_KM } },
  ];
  const themes = new Set(offer.themeIds);
  const shared = (hit: OfferHit) => hit.offer.themeIds.filter((id) => themes.has(id)).length;
  const chosen: OfferHit[] = [];
  const hotels = new Set([hotel.id]);
  for (const pass of passes) {
    const hits = catalog.offers
      .search(pass)
      .hits.map((hit, rank) => ({ hit, rank }))
      .filter(({ hit }) => !hotels.has(hit.hotel.id) && shared(hit) > 0)
      .sort((a, b) => shared(b.hit) - shared(a.hit) || a.rank - b.rank);
    for (const { hit } of hits) {
      if (chosen.length === RECOMMENDED_OFFERS_LIMIT) break;
      hotels.add(hit.hotel.id);
      chosen.push(hit);
    }
  }
  return { hits: chosen, search: base };
}

/**
 * `GET /product/{id}/recommended-offers`: offers like a weekend's in other hotels, shaped as the
 * results cards (the same mapping as the search). 404 unknown product, 400 bad input.
 */
export default async function recommendedOfferRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.recommendedOffers, async ({ params, query }): Promise<RecommendedOffers> => {
    const offer = app.catalog.offers.getOffer(params.id);
    if (!offer || !offer.markets.includes(query.locale)) throw notFound('params.id', params.id, 'weekend');
    const hotel = app.catalog.offers.getHotel(offer.hotelId);
    if (!hotel) throw notFound('params.id', params.id, 'weekend');
    refuseDayOver(query.checkin, { market: query.locale, now: app.now(), field: 'query.checkin' });
    const { hits, search } = recommendedHits(app.catalog, offer, hotel, query);
    const context = { now: app.now(), texts: app.pricingTexts };
    const offers: OfferCard[] = hits.map((hit) => offerCard(app.catalog, hit, search, context));
    return { offers };
  });
}
