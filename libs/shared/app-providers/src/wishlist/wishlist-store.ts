import { useSyncExternalStore } from 'react';
import { EMPTY_WISHLIST, isWishlisted, readWishlist, WISHLIST_STORAGE_KEY, withWishlisted, type Wishlist, type WishlistItem, type WishlistType } from './wishlist';

/**
 * The store is local storage itself, so each app may bundle its own copy of this module (it is not
 * a federation singleton: a shared chunk would carry its own copy of the contract and valibot, ~3 KB
 * gzip on the results page). A change is announced on the window, so every copy on the page hears it;
 * other tabs hear the browser's `storage` event.
 */
export const WISHLIST_EVENT = 'escapade:wishlist';

let cached: { raw: string | null; wishlist: Wishlist } | undefined;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parsed(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The wishlist now; the same object until the stored text changes (what `useSyncExternalStore` needs). */
export function getWishlist(): Wishlist {
  if (typeof window === 'undefined') return EMPTY_WISHLIST;
  const raw = storedText();
  if (cached?.raw !== raw) cached = { raw, wishlist: readWishlist(parsed(raw)) };
  return cached.wishlist;
}

/** Adds (at the front) or removes an item and tells every reader, in this tab and the others. */
export function setWishlisted(type: WishlistType, item: WishlistItem, wished: boolean): void {
  const before = storedText();
  const next = withWishlisted(getWishlist(), type, item, wished);
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private browsing): the wishlist still holds for this page.
    cached = { raw: before, wishlist: next };
  }
  window.dispatchEvent(new Event(WISHLIST_EVENT));
}

/** Calls `listener` when the wishlist changes here or in another tab; returns the unsubscribe function. */
export function subscribeWishlist(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(WISHLIST_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(WISHLIST_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverWishlist = () => EMPTY_WISHLIST;

/** Both lists, newest first; every reader redraws when any part of the page (or another tab) changes them. */
export function useWishlist(): Wishlist {
  return useSyncExternalStore(subscribeWishlist, getWishlist, serverWishlist);
}

/** What a wishlist toggle needs: whether the item is wished, and the change handler (the props of ui-travel's cards). */
export interface WishlistToggleState {
  readonly wishlisted: boolean;
  readonly onWishlistChange: (wished: boolean) => void;
}

/** The toggle of one stay or activity (a card's heart, a product page's button). */
export function useWishlistToggle(type: WishlistType, item: WishlistItem): WishlistToggleState {
  const wishlisted = isWishlisted(useWishlist(), type, item.id);
  return { wishlisted, onWishlistChange: (wished) => setWishlisted(type, item, wished) };
}
