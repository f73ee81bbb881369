import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { CatalogSearch } from '../search/catalog-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory read model of the catalog (search, facets, autocomplete, calendars). */
    catalog: CatalogSearch;
  }
}

/**
 * Builds the search read model from a catalog snapshot before the API answers, so no request
 * ever waits on the database for a search.
 */
export default fp(async function catalogPlugin(app: FastifyInstance, options: { load: () => Promise<CatalogSnapshot> }) {
  const started = performance.now();
  const snapshot = await options.load();
  const catalog = new CatalogSearch(snapshot);
  app.log.info(
    { offers: snapshot.offers.length, hotels: snapshot.hotels.length, places: snapshot.places.length, ms: Math.round(performance.now() - started) },
    'search read model ready',
  );
  app.decorate('catalog', catalog);
});
