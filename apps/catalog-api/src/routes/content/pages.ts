import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute, notFound } from '../../plugins/contract-routes';

/** Static pages by id and market, and the partner mini-sites. */
export default async function pageRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.staticPage, async ({ params, query }) => {
    const page = app.content.staticPage(query.locale, params.pageId);
    if (!page) throw notFound('params.pageId', params.pageId, 'page');
    return page;
  });

  contractRoute(app, ENDPOINTS.miniSites, async () => app.content.miniSites());

  contractRoute(app, ENDPOINTS.miniSite, async ({ params }) => {
    const site = app.content.miniSite(params.minisiteUrl);
    if (!site) throw notFound('params.minisiteUrl', params.minisiteUrl, 'mini-site');
    return site;
  });
}
