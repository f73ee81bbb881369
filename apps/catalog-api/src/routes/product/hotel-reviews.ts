import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type HotelReviewsReply } from '@escapade/api-contract';
import { loadHotelReviews, loadReviewDetails } from '../../catalog/product-pages';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { MARKET_CODES, MARKETS } from '@escapade/util-market';

/** `GET /hotel/{hotelId}/reviews.json`: a page of a hotel's reviews, its score and its score per criterion. */
export default async function hotelReviewRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.hotelReviews, async ({ params, query }): Promise<HotelReviewsReply> => {
    const hotel = app.catalog.offers.getHotel(params.hotelId);
    if (!hotel) throw notFound('params.hotelId', params.hotelId, 'hotel');
    const page = query.page;
    let languageFallback = false;
    // Reviews are asked for by language: every market writing it counts (fr_FR and fr_BE for French).
    const language = query.locale === undefined ? undefined : MARKETS[query.locale].language;
    const locales = language === undefined ? undefined : MARKET_CODES.filter((code) => MARKETS[code].language === language);
    let found = await loadHotelReviews(app.db, hotel.id, { locales, sort: query.sort, page });
    if (found.totalCount === 0 && locales !== undefined && query.withOtherLanguageFallback) {
      languageFallback = true;
      found = await loadHotelReviews(app.db, hotel.id, { locales: undefined, sort: query.sort, page });
    }
    return {
      list: found.reviews,
      details: await loadReviewDetails(app.db, hotel.id),
      score: hotel.reviewAverage,
      totalCount: found.totalCount,
      page,
      languageFallback,
    };
  });
}
