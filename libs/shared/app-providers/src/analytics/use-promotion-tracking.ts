import { useEffect, useState } from 'react';
import { useTrack } from './browser-tracker';
import { promotionEvent, type PromotionFacts } from './events';

/** Share of a campaign that must be on screen for it to count as seen. */
const SEEN_RATIO = 0.5;

/**
 * Promotion analytics of a campaign on a page (product-side.md, analytics: promo and banner views):
 * `view_promotion` once half of it has been on screen, `select_promotion` by beacon when one of its
 * links is followed. The returned ref goes on the campaign's element; the tracker keeps a view
 * from counting twice on one page.
 */
export function usePromotionTracking(promotion: PromotionFacts, pageType: string) {
  const trackEvent = useTrack(pageType);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const { id, name, slot, creative } = promotion;
  const dedupeKey = `${slot}:${id}`;

  // A link followed (by mouse or keyboard, both are clicks) leaves the page: its event goes by beacon.
  useEffect(() => {
    if (!element) return undefined;
    const followed = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a')) return;
      trackEvent(promotionEvent('select_promotion', { id, name, slot, creative }), { dedupeKey, beacon: true });
    };
    element.addEventListener('click', followed);
    return () => element.removeEventListener('click', followed);
  }, [element, id, name, slot, creative, dedupeKey, trackEvent]);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        trackEvent(promotionEvent('view_promotion', { id, name, slot, creative }), { dedupeKey });
        observer.disconnect();
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, id, name, slot, creative, dedupeKey, trackEvent]);

  return setElement;
}
