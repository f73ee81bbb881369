import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute, notFound } from '../../plugins/contract-routes';

/** The gift-box block, the gift block, the results pages' content and the ideas page of a market. */
export default async function blockRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.boxBlock, async ({ params }) => {
    const block = app.content.boxBlock(params.locale);
    if (!block) throw notFound('params.locale', params.locale, 'boxes block');
    return block;
  });

  contractRoute(app, ENDPOINTS.giftBlock, async ({ query }) => {
    const block = app.content.giftBlock(query.locale);
    if (!block) throw notFound('query.locale', query.locale, 'gift block');
    return block;
  });

  contractRoute(app, ENDPOINTS.searchContent, async ({ query }) => ({ promos: app.content.searchPromos(query.locale, query.flow) }));

  contractRoute(app, ENDPOINTS.ideas, async ({ query }) => {
    const ideas = app.content.ideas(query.locale);
    if (!ideas) throw notFound('query.locale', query.locale, 'ideas page');
    return ideas;
  });
}
