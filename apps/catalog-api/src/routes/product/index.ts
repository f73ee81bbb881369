import type { FastifyInstance } from 'fastify';
import hotelDetailRoutes from './hotel-detail';
import hotelReviewRoutes from './hotel-reviews';
import productDetailRoutes from './product-detail';

/** The product pages' calls: a weekend's page, a hotel's page and its reviews, from the read model and the store of record. */
export default async function productRoutes(app: FastifyInstance) {
  await app.register(productDetailRoutes);
  await app.register(hotelReviewRoutes);
  await app.register(hotelDetailRoutes);
}
