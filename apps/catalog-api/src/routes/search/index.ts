import type { FastifyInstance } from 'fastify';
import activityOnlyRoutes from './activity-only';
import autocompleteRoutes from './autocomplete';
import calendarRoutes from './calendars';
import facetRoutes from './facets';
import offerRoutes from './offers';

/** Every search-side call answered from the read model: offers, facets, activities, autocomplete, calendars. */
export default async function searchRoutes(app: FastifyInstance) {
  await app.register(offerRoutes);
  await app.register(facetRoutes);
  await app.register(activityOnlyRoutes);
  await app.register(autocompleteRoutes);
  await app.register(calendarRoutes);
}
