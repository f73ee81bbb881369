import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, NEARBY_DESTINATIONS_RADIUS_KM, type SearchSuggestion } from '@escapade/api-contract';
import type { CatalogLanguage, Place } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import { contractRoute } from '../../plugins/contract-routes';
import { distanceKm } from '../../search/geo';
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

/** Destination autocomplete, the selector's recommendations and 'Travel locally!', all answered from the place index. */
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

  contractRoute(app, ENDPOINTS.nearbyDestinations, async ({ query }) => {
    const language = languageOf(query.locale);
    // Every city where the market sells stays, measured from the point; the nearest within reach first.
    return app.catalog
      .popularDestinations(query.locale, Number.POSITIVE_INFINITY)
      .map((place) => ({ place, distance: distanceKm(query.lat, query.lng, place.latitude, place.longitude) }))
      .filter(({ distance }) => distance <= NEARBY_DESTINATIONS_RADIUS_KM)
      .sort((a, b) => a.distance - b.distance || a.place.id - b.place.id)
      .slice(0, query.maxResults)
      .map(({ place }) => suggestion(app.catalog, place, language));
  });
}
