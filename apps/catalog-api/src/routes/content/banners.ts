import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute } from '../../plugins/contract-routes';

/** The promo bar and the targeted banner chosen from the banner selection data. */
export default async function bannerRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.promoBar, async ({ query }) => ({
    promoBar: app.content.promoBar(query.locale, query.flow),
  }));

  contractRoute(app, ENDPOINTS.targetedBanner, async ({ query }) => ({
    targetedBanner: app.content.targetedBanner(query),
  }));
}
