import type { FastifyInstance } from 'fastify';
import customSubElementRoutes from './custom-sub-elements';
import giftShippingCostRoutes from './gift-shipping-costs';

/** The gift setup's calls beside the product page's: shipping of a printed voucher and the customization options, from the store of record. */
export default async function giftRoutes(app: FastifyInstance) {
  await app.register(giftShippingCostRoutes);
  await app.register(customSubElementRoutes);
}
