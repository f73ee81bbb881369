import type { FastifyInstance } from 'fastify';
import activityDetailRoutes from './activity-detail';
import hotelDetailRoutes from './hotel-detail';
import hotelReviewRoutes from './hotel-reviews';
import nearbyHotelRoutes from './nearby-hotels';
import productDetailRoutes from './product-detail';
import productOfferRoutes from './product-offers';
import productQuoteRoutes from './product-quote';
import productUpsellRoutes from './product-upsells';
import recommendedOfferRoutes from './recommended-offers';

/** The product pages' calls: a weekend's page, its quote, its extras, its hotel's getaways for a stay and its recommendations, a hotel's page, its reviews and its neighbours, an activity voucher's page, from the read model and the store of record. */
export default async function productRoutes(app: FastifyInstance) {
  await app.register(productDetailRoutes);
  await app.register(productQuoteRoutes);
  await app.register(productUpsellRoutes);
  await app.register(productOfferRoutes);
  await app.register(recommendedOfferRoutes);
  await app.register(hotelReviewRoutes);
  await app.register(hotelDetailRoutes);
  await app.register(nearbyHotelRoutes);
  await app.register(activityDetailRoutes);
}
