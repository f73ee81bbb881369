import * as v from 'valibot';
import { IdSchema } from './ids';
import { LatitudeSchema, LongitudeSchema, PlaceCategorySchema } from './location';

/**
 * A destination the selector proposes: `category` and `value` become the results-page hash key and
 * value (e.g. `city=lyon`), coordinates feed the distance filter.
 */
export const SearchSuggestionSchema = v.object({
  label: v.string(),
  category: PlaceCategorySchema,
  id: IdSchema,
  latitude: v.nullable(LatitudeSchema),
  longitude: v.nullable(LongitudeSchema),
  value: v.string(),
  postalcode: v.nullable(v.string()),
});

/** A destination suggestion. */
export type SearchSuggestion = v.InferOutput<typeof SearchSuggestionSchema>;

/** Suggestions, best first. */
export const SearchSuggestionListSchema = v.array(SearchSuggestionSchema);
