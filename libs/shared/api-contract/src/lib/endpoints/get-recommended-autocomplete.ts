import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { SearchSuggestionListSchema } from '../common/search-suggestion';
import { boundedText } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/**
 * Query of the recommended destinations: optional typed text `q`, and the catalogue source the
 * selector opened from (e.g. type `theme`, code `39`) to bias the recommendations.
 */
export const RecommendedAutocompleteQuerySchema = v.strictObject({
  locale: LocaleSchema,
  q: v.optional(v.pipe(boundedText(100), v.trim())),
  catalogSourceType: v.optional(boundedText(50)),
  catalogSourceCode: v.optional(boundedText(50)),
});

/** The recommendations call as the server reads it. */
export type RecommendedAutocompleteQuery = v.InferOutput<typeof RecommendedAutocompleteQuerySchema>;

/** Recommended destinations, best first (the spec leaves the shape open; ours is the suggestion shape). */
export const RecommendedAutocompleteReplySchema = SearchSuggestionListSchema;

/** Recommended destinations of the destination selector. */
export const getRecommendedAutocompleteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/recommendedAutocomplete.json',
  summary: 'Recommended destinations for the destination selector',
  tags: ['autocomplete'],
  status: 200,
  query: RecommendedAutocompleteQuerySchema,
  reply: RecommendedAutocompleteReplySchema,
});
