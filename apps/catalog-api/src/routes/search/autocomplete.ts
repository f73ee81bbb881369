import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type SearchSuggestion } from '@escapade/api-contract';
import type { CatalogLanguage, Place } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import { contractRoute } from '../../plugins/contract-routes';
import { languageOf } from './search-mapping';

/** A suggestion as the destination selector shows it: 'Annecy (74000), Haute-Savoie'. */
function suggestion(catalog: CatalogSearch, place: Place, language: CatalogLanguage): SearchSuggestion {
  const name = catalog.placeName(place, language);
  const parentId = place.departmentId ?? place.regionId;
  const parent = parentId === null ? undefined : catalog.place(parentId);
  const code = place.kind === 'city' && place.postalCode ? ` (${place.postalCode})` : '';
  return {
    label: `${name}${code}${parent ? `, ${catalog.placeName(parent, language)}` : ''}`,
    category: place.kind,
    id: place.id,
    latitude: place.latitude,
    longitude: place.longitude,
    value: place.slug,
    postalcode: place.postalCode,
  };
}

/** Destination autocomplete and the selector's recommendations, both answered from the place index. */
export default async function autocompleteRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.autocompleteGeonames, async ({ query }) => {
    const language = languageOf(query.locale);
    return app.catalog.places.suggest(query.term, language, query.maxResults).map((match) => suggestion(app.catalog, match.place, language));
  });

  contractRoute(app, ENDPOINTS.recommendedAutocomplete, async ({ query }) => {
    const language = languageOf(query.locale);
    if (query.q) return app.catalog.places.suggest(query.q, language, 10).map((match) => suggestion(app.catalog, match.place, language));
    // With nothing typed: the market's best-selling destinations (most weekends sold in them).
    return app.catalog.popularDestinations(query.locale, 10).map((place) => suggestion(app.catalog, place, language));
  });
}
