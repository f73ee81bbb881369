import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into view, and stays true: content below the fold waits for the
 * visitor to scroll to it. Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
