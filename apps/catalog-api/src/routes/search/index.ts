import type { FastifyInstance } from 'fastify';
import type { EndpointName, ENDPOINTS } from '@escapade/api-contract';
import type { SearchOperation } from '../../plugins/search-operations';
import activityOnlyRoutes, { searchActivityOnly } from './activity-only';
import autocompleteRoutes from './autocomplete';
import calendarRoutes from './calendars';
import facetRoutes, { searchFacets } from './facets';
import offerRoutes, { fallbackOffers, searchOffers } from './offers';
import themeRoutes from './themes';

/** Every search-side call answered from the read model: offers, facets, activities, autocomplete, calendars, themes. */
export default async function searchRoutes(app: FastifyInstance) {
  await app.register(offerRoutes);
  await app.register(facetRoutes);
  await app.register(activityOnlyRoutes);
  await app.register(autocompleteRoutes);
  await app.register(calendarRoutes);
  await app.register(themeRoutes);
}

/**
 * The calls search workers answer, by endpoint: they cost CPU, read only the in-memory catalog, and
 * a results page sends new criteria on nearly every one.
 */
export const SEARCH_OPERATIONS = { searchOffers, fallbackOffers, searchFacets, searchActivityOnly } satisfies { [N in EndpointName]?: SearchOperation<(typeof ENDPOINTS)[N]> };

export type SearchOperationName = keyof typeof SEARCH_OPERATIONS;
