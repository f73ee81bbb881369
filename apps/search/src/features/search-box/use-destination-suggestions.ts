import { useEffect } from 'react';
import type { SearchSuggestion } from '@escapade/api-contract';
import { useAutocompleteGeonames } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';

/**
 * Destination suggestions for the typed text (already debounced by the combobox). Nothing is asked
 * for an empty text, and a failure is only logged: the visitor keeps typing without an error message.
 */
export function useDestinationSuggestions(text: string): { readonly suggestions: readonly SearchSuggestion[]; readonly loading: boolean } {
  const market = useMarket();
  const term = text.trim();
  const query = useAutocompleteGeonames({ locale: market.code, term }, { enabled: term.length > 0 });
  useEffect(() => {
    if (query.error) console.warn('Destination suggestions could not be loaded', query.error.message);
  }, [query.error]);
  if (term.length === 0) return { suggestions: [], loading: false };
  return { suggestions: query.data ?? [], loading: query.isFetching };
}
