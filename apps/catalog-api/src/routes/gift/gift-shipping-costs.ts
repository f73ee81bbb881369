import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type GiftShippingCosts } from '@escapade/api-contract';
import { marketShippingCosts } from '../../catalog/gift-options';
import { contractRoute } from '../../plugins/contract-routes';

/**
 * `GET /gift/shipping-costs.json`: the shipping of a printed voucher sold in the market, free at home
 * and with a fee to each other country, and whether the market sells printed vouchers today (its
 * point of sale supports them and the stored switch is on), as a gift order charges it.
 */
export default async function giftShippingCostRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.giftShippingCosts, async ({ query }): Promise<GiftShippingCosts> => marketShippingCosts(app.db, query.locale));
}
