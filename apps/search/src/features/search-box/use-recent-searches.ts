import { useCallback, useState } from 'react';
import { addLastSearch, readLastSearches, type RecentSearch } from '@escapade/util-criteria';

/** Where the browser keeps the destination selector's last searches. */
export const LAST_SEARCHES_STORAGE_KEY = 'escapade.lastSearches';

/** Reads the stored last searches; a storage that is unavailable or holds anything else reads as none. */
function readStoredSearches(): RecentSearch[] {
  try {
    return readLastSearches(JSON.parse(window.localStorage.getItem(LAST_SEARCHES_STORAGE_KEY) ?? 'null'));
  } catch {
    return [];
  }
}

function storeSearches(searches: readonly RecentSearch[]): void {
  try {
    window.localStorage.setItem(LAST_SEARCHES_STORAGE_KEY, JSON.stringify(searches));
  } catch {
    // Storage full or refused (private browsing): the last searches are a convenience, not state.
  }
}

/** The destination selector's last searches (up to 3, newest first) and how to add one. */
export function useRecentSearches(): { readonly recentSearches: readonly RecentSearch[]; readonly remember: (search: RecentSearch) => void } {
  const [recentSearches, setRecentSearches] = useState(readStoredSearches);
  const remember = useCallback((search: RecentSearch) => {
    // Read again: another tab or box may have stored a search since this one mounted.
    const next = addLastSearch(readStoredSearches(), search);
    storeSearches(next);
    setRecentSearches(next);
  }, []);
  return { recentSearches, remember };
}
