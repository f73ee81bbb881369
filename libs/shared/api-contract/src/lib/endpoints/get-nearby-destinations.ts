import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { WireLatitudeSchema, WireLongitudeSchema } from '../common/location';
import { SearchSuggestionListSchema } from '../common/search-suggestion';
import { queryInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Most destinations one call returns. */
export const MAX_NEARBY_DESTINATIONS = 12;

/** How far from the point a destination still counts as 'local', in kilometres (about two hours away). */
export const NEARBY_DESTINATIONS_RADIUS_KM = 150;

/** Query of the nearby destinations: the market and the point (the visitor's position), at most 12 results. */
export const NearbyDestinationsQuerySchema = v.strictObject({
  locale: LocaleSchema,
  lat: WireLatitudeSchema,
  lng: WireLongitudeSchema,
  maxResults: v.optional(queryInteger(1, MAX_NEARBY_DESTINATIONS), '6'),
});

/** The nearby destinations call as the server reads it. */
export type NearbyDestinationsQuery = v.InferOutput<typeof NearbyDestinationsQuerySchema>;

/** Cities with stays on sale in the market within 150 km of the point, nearest first; none when nothing is that close. */
export const NearbyDestinationsReplySchema = v.pipe(SearchSuggestionListSchema, documented('nearbyDestinations'));

/**
 * The search box's 'Travel locally!' selector (search-side.md section 2). The spec does not show
 * the path; ours is `GET /nearby-destinations.json?locale=fr_FR&lat=45.9&lng=6.13`.
 */
export const getNearbyDestinationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/nearby-destinations.json',
  summary: 'Destinations near a point, for travelling locally',
  tags: ['autocomplete'],
  status: 200,
  query: NearbyDestinationsQuerySchema,
  reply: NearbyDestinationsReplySchema,
});
