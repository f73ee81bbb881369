import type { FastifyInstance } from 'fastify';
import hotelReviewRoutes from './hotel-reviews';
import productDetailRoutes from './product-detail';

/** The product pages' calls: a weekend's page and a hotel's reviews, from the read model and the store of record. */
export default async function productRoutes(app: FastifyInstance) {
  await app.register(productDetailRoutes);
  await app.register(hotelReviewRoutes);
}
