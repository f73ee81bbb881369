import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the viewport a block starts loading: about a screen ahead of the visitor's scroll. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * True once the element comes within a screen of the viewport (and stays true), so a block below the
 * fold loads its code and data only when the visitor heads towards it. Without IntersectionObserver, at once.
 */
export function useNearViewport<T extends Element>(): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
