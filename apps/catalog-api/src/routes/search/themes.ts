import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute } from '../../plugins/contract-routes';
import { languageOf } from './search-mapping';

/** The search box's themes: the catalog's, in its order, named in the market's language. */
export default async function themeRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.themes, async ({ query }) => {
    const language = languageOf(query.locale);
    return app.catalog.snapshot.themes.map((theme) => ({ id: theme.id, name: theme.names[language] || theme.names.en, iconGroup: theme.iconGroup }));
  });
}
