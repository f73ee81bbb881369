import { useCallback, useSyncExternalStore } from 'react';

/** Mobile layout of the site: below the spec's 600 px breakpoint (mirrors `MOBILE_MEDIA_QUERY` of the design system). */
export const MOBILE_QUERY = '(max-width: 599.98px)';

/** People who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Follows a media query so behaviour tied to the layout or to motion settings matches the CSS. */
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
