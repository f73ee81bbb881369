import { useEffect, useRef, useState } from 'react';
import { addRecentlyViewed, readRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY, type RecentlyViewedItem } from './recently-viewed';

function readStored(): RecentlyViewedItem[] {
  try {
    return readRecentlyViewed(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null'));
  } catch {
    return [];
  }
}

/**
 * Saves the page's item at the front of the recently viewed list once it is known, and returns what
 * was viewed before it (the list as the page opened, without the page itself).
 */
export function useRecentlyViewed(item: RecentlyViewedItem | undefined): readonly RecentlyViewedItem[] {
  const [before] = useState(readStored);
  const key = item ? `${item.type}:${item.id}` : undefined;
  // The item is saved once per page it describes (its key), not again on every price change.
  const latest = useRef(item);
  latest.current = item;
  useEffect(() => {
    const viewed = latest.current;
    if (!viewed) return;
    try {
      window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(addRecentlyViewed(readStored(), viewed)));
    } catch {
      // Storage full or refused (private browsing): the list is a convenience, not state.
    }
  }, [key]);
  return item ? before.filter((other) => !(other.type === item.type && other.id === item.id)) : before;
}
