import * as v from 'valibot';
import { HrefSchema } from './href';
import { numberInRange, wireNumber } from './wire-values';

/** Kinds of destination, named as the results-page hash keys name them (search-side.md section 2). */
export const PLACE_CATEGORIES = ['city', 'country', 'department', 'region', 'touristicregion', 'poi', 'searesort', 'skiresort', 'hotel'] as const;

/** Kind of a destination or a suggestion. */
export const PlaceCategorySchema = v.picklist(PLACE_CATEGORIES, `must be one of ${PLACE_CATEGORIES.join(', ')}`);

/** city, country, department, region, touristicregion, poi, searesort, skiresort or hotel. */
export type PlaceCategory = v.InferOutput<typeof PlaceCategorySchema>;

/** Latitude in degrees, in replies. */
export const LatitudeSchema = numberInRange(-90, 90);

/** Longitude in degrees, in replies. */
export const LongitudeSchema = numberInRange(-180, 180);

/** Latitude in a request (JSON or query text). */
export const WireLatitudeSchema = wireNumber(-90, 90);

/** Longitude in a request (JSON or query text). */
export const WireLongitudeSchema = wireNumber(-180, 180);

/** Where a hotel or activity centre is: shown on cards, used by the map and the distance sort. */
export const HotelLocationSchema = v.object({
  label: v.string(),
  uri: v.nullable(HrefSchema),
  address: v.string(),
  zipCode: v.string(),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});

/** A hotel's place, address and coordinates. */
export type HotelLocation = v.InferOutput<typeof HotelLocationSchema>;

/** One level of a destination breadcrumb (country › region › department › city). */
export const LocationLevelSchema = v.object({
  type: PlaceCategorySchema,
  id: v.nullable(v.number()),
  label: v.string(),
  uri: v.nullable(HrefSchema),
});

/** A breadcrumb level of a destination. */
export type LocationLevel = v.InferOutput<typeof LocationLevelSchema>;
