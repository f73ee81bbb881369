import { useEffect, useState } from 'react';

/**
 * Whether `element` has scrolled out of view above the top of the window, followed with an
 * IntersectionObserver (no scroll listener). Always false when not `enabled` or before the element is there.
 */
export function useScrolledPast(element: Element | null, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled || element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return enabled && element !== null && past;
}
