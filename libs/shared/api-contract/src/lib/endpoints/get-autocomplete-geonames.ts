import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { SearchSuggestionListSchema } from '../common/search-suggestion';
import { nonBlankText, queryInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Most suggestions one call returns. */
export const MAX_AUTOCOMPLETE_RESULTS = 30;

/** Query of the destination autocomplete: what was typed (never empty), at most 30 results. */
export const AutocompleteGeonamesQuerySchema = v.strictObject({
  locale: LocaleSchema,
  term: nonBlankText(100, 'is required'),
  maxResults: v.optional(queryInteger(1, MAX_AUTOCOMPLETE_RESULTS), String(MAX_AUTOCOMPLETE_RESULTS)),
});

/** The autocomplete call as the server reads it. */
export type AutocompleteGeonamesQuery = v.InferOutput<typeof AutocompleteGeonamesQuerySchema>;

/** Suggestions, best first; numeric-first (postal codes) when the term starts with a digit. */
export const AutocompleteGeonamesReplySchema = v.pipe(SearchSuggestionListSchema, documented('autocompleteOrder'));

/** Destination autocomplete (accent- and case-insensitive). */
export const getAutocompleteGeonamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/autocomplete-geonames.json',
  summary: 'Destination suggestions for typed text',
  tags: ['autocomplete'],
  status: 200,
  query: AutocompleteGeonamesQuerySchema,
  reply: AutocompleteGeonamesReplySchema,
});
