import { useCallback, useSyncExternalStore } from 'react';

/** Follows a media query so behaviour tied to the layout (truncation length, drawers) matches the CSS. */
export function useMediaQuery(query: string, serverFallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverFallback);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverFallback);
}
