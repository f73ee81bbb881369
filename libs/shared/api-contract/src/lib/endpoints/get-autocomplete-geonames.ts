import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { SearchSuggestionListSchema } from '../common/search-suggestion';
import { nonBlankText, queryInteger } from '../common/wire-values';
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
export const AutocompleteGeonamesReplySchema = v.pipe(
  SearchSuggestionListSchema,
  v.description(
    'Best first: postal codes starting with the term when it starts with a digit; then by how the name shown in the locale’s language matches (the whole name, its start, the start of a word, inside a word; a match through another language’s name after the same match of the shown one); then countries, then regions, then everything else by size (people living there, an area counting its cities), a city just before the area named after it.',
  ),
);

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
