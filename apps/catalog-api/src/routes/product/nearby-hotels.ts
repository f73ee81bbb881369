import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, NEARBY_HOTELS_LIMIT, NEARBY_HOTELS_RADIUS_KM, type NearbyHotels, type NearbyHotelsQuery } from '@escapade/api-contract';
import { DEFAULT_NIGHTS } from '@escapade/util-pricing';
import type { Hotel } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import type { OfferHit } from '../../search/offer-index';
import { NO_FILTERS, type OfferSearchQuery } from '../../search/search-query';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { languageOf, offerCard } from '../search/search-mapping';

/** Hotels read around a hotel, at most: far more than 50 km hold in the catalog's densest places. */
const HOTELS_AROUND_READ = 2_000;

/**
 * The hotels around `hotel` selling a weekend in the market, nearest first, each by its cheapest
 * getaway for two adults (a 'from' price): the results search with the hotel as the origin, cheapest
 * first so that each hotel's first getaway is its cheapest, then put in order of distance.
 */
export function nearbyHotelHits(catalog: CatalogSearch, hotel: Hotel, query: NearbyHotelsQuery): { hits: OfferHit[]; search: OfferSearchQuery } {
  const origin = { latitude: hotel.latitude, longitude: hotel.longitude };
  const search: OfferSearchQuery = {
    market: query.locale,
    language: languageOf(query.locale),
    flowType: 'offer',
    destination: { kind: 'point', ...origin },
    origin,
    themeId: null,
    checkin: null,
    nights: DEFAULT_NIGHTS,
    party: { adults: 2, children: 0, babies: 0 },
    giftNights: null,
    filters: { ...NO_FILTERS, distanceMax: NEARBY_HOTELS_RADIUS_KM },
    orderBy: 'priceAsc',
    page: 0,
    limit: HOTELS_AROUND_READ,
    numberOfPackagesPerHotel: 1,
  };
  const hits = catalog.offers
    .search(search)
    .hits.filter((hit) => hit.hotel.id !== hotel.id)
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.hotel.id - b.hotel.id)
    .slice(0, NEARBY_HOTELS_LIMIT);
  return { hits, search };
}

/** `GET /hotels/{hotelId}/nearby.json`: the hotels around a hotel as the results cards of their cheapest getaways. 404 unknown hotel, 400 bad input. */
export default async function nearbyHotelRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.nearbyHotels, async ({ params, query }): Promise<NearbyHotels> => {
    const hotel = app.catalog.offers.getHotel(params.hotelId);
    if (!hotel) throw notFound('params.hotelId', params.hotelId, 'hotel');
    const { hits, search } = nearbyHotelHits(app.catalog, hotel, query);
    const context = { now: app.now(), texts: app.pricingTexts };
    return { offers: hits.map((hit) => offerCard(app.catalog, hit, search, context)) };
  });
}
