import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute } from '../../plugins/contract-routes';

/** The 'Inspirations' mega-menu and its this-week theme suggestion. */
export default async function navigationRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.navigation, async ({ query }) => app.content.navigation(query.locale, query.flow));

  contractRoute(app, ENDPOINTS.thisWeekTheme, async ({ query }) => ({
    thisWeekTheme: app.content.thisWeekTheme(query.locale, new Date()),
  }));
}
