import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type HotelPageReply } from '@escapade/api-contract';
import { loadHotelFacts, loadImageAlts } from '../../catalog/product-pages';
import { pageMeta } from '../../content/site-urls';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { image, languageOf, placeBreadcrumb } from '../search/search-mapping';
import { hotelDetail } from './hotel-mapping';

/** Length of a page description. */
const DESCRIPTION_LENGTH = 160;

/** `GET /hotels/{hotelId}/detail.json`: a hotel's page in the market's language. */
export default async function hotelDetailRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.hotelDetail, async ({ params, query }): Promise<HotelPageReply> => {
    const hotel = app.catalog.offers.getHotel(params.hotelId);
    if (!hotel) throw notFound('params.hotelId', params.hotelId, 'hotel');
    const language = languageOf(query.locale);
    const [facts, alts] = await Promise.all([loadHotelFacts(app.db, hotel.id, language), loadImageAlts(app.db, 'hotel', [hotel.id], language)]);
    if (!facts) throw notFound('params.hotelId', params.hotelId, 'hotel');
    const city = app.catalog.place(hotel.cityId);
    const offers = app.catalog.offers.offerIdsOfHotel(hotel.id).flatMap((id) => app.catalog.offers.getOffer(id) ?? []);
    const markets = [...new Set(offers.flatMap((offer) => offer.markets))];
    const uri = `/hotel/${hotel.id}/${hotel.slug}`;
    return {
      hotel: hotelDetail(app.catalog, hotel, facts, language),
      images: hotel.imageIds.map((id) => image(id, alts.get(id) ?? hotel.label)),
      breadcrumb: city ? placeBreadcrumb(app.catalog, city, language) : [],
      active: markets.includes(query.locale),
      pageModel: pageMeta(
        query.locale,
        uri,
        { title: hotel.label, description: facts.description.slice(0, DESCRIPTION_LENGTH) },
        markets.includes(query.locale) ? markets : [query.locale],
      ),
    };
  });
}
