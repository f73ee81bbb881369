import { useEffect, useState } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import { PRODUCT_SECTIONS, type ProductSection } from './product-sections';

/** How long the page keeps its section in place while content above it arrives, unless the visitor moves first. */
export const SECTION_ANCHOR_FOLLOW_MS = 5_000;

/** What the visitor does that hands the scroll back to them. */
const VISITOR_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The section a location hash such as `#reviews` leads to; `null` for a hash of criteria (`#a=2&c=0&b=0`) or none. */
export function sectionOfHash(hash: string): ProductSection | null {
  const id = hash.replace(/^#/, '');
  return (PRODUCT_SECTIONS as readonly string[]).includes(id) ? (id as ProductSection) : null;
}

/**
 * A link to a section of the page (`/product/42#reviews`, the tab bar's anchors) scrolls to it once
 * `ready` (what sits above it has loaded), under the tab bar's offset (the sections' scroll margin),
 * and moves the focus there, so a screen reader says which section the visitor landed in. Content
 * arriving late above it would push it down: the page keeps it in place for a few seconds, until
 * the visitor scrolls, taps or types.
 */
export function useSectionAnchor(ready: boolean): void {
  const { hash } = useLocation();
  // The hash the page opened with: later hashes hold the stay's dates and party.
  const [target] = useState(() => sectionOfHash(hash));
  useEffect(() => {
    const section = target === null || !ready ? null : document.getElementById(target);
    if (section === null) return undefined;
    const place = () => section.scrollIntoView({ block: 'start' });
    place();
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    const follow = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    follow?.observe(document.body);
    const stop = () => {
      follow?.disconnect();
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUTS) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SECTION_ANCHOR_FOLLOW_MS);
    for (const type of VISITOR_INPUTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [target, ready]);
}
