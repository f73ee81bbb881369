import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { MARKETS } from '@escapade/util-market';
import { seoTextKey } from '../../content/content-documents';
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

  contractRoute(app, ENDPOINTS.searchContent, async ({ query }) => {
    // The most precise destination names the place; without one the text is the market's country's; an unknown place has none.
    const { locale, flow, ...destination } = query;
    const resolved = app.catalog.resolveDestination(destination);
    const key =
      resolved.kind === 'place' ? seoTextKey(resolved.place) : resolved.kind === 'none' ? seoTextKey({ kind: 'country', id: 0, countryCode: MARKETS[locale].country }) : null;
    return { promos: app.content.searchPromos(locale, flow), seoText: (key === null ? undefined : app.content.seoText(locale, key)) ?? null };
  });

  contractRoute(app, ENDPOINTS.ideas, async ({ query }) => {
    const ideas = app.content.ideas(query.locale);
    if (!ideas) throw notFound('query.locale', query.locale, 'ideas page');
    return ideas;
  });
}
