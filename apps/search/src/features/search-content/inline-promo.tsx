import { useId } from 'react';
import { usePromotionTracking } from '@escapade/app-providers/analytics';
import type { InlinePromoSlotProps } from './inline-promo-slot';
import { useSearchPageContent } from './search-content-query';
import styles from './inline-promo.module.css';

/**
 * An inline promo block of the results, as the market's CMS content gives it for the flow: a
 * picture, a title, a line and a link. While the content loads the room stays empty at its size;
 * a failed call or a slot without a promo gives the room back. Once half of it has been seen it counts
 * as a promotion view, and following its link as a promotion choice (each once per page, by the tracker).
 */
export function InlinePromo({ slot, criteria, hrefOf }: InlinePromoSlotProps) {
  const titleId = useId();
  const content = useSearchPageContent(criteria);
  const promo = content.data?.promos.find((entry) => entry.slot === slot);
  // Called before the early returns; without a promo no element is given, so nothing is tracked.
  const trackingRef = usePromotionTracking({ id: promo?.trackingBlockName ?? slot, name: promo?.title ?? '', slot: 'inline_promo', creative: slot }, 'search');
  if (content.isPending) return <div className={styles.promo} />;
  if (!promo) return null;
  const url = /^https?:/.test(promo.cta.url) ? promo.cta.url : hrefOf(promo.cta.url);
  return (
    <aside ref={trackingRef} aria-labelledby={titleId} className={styles.promo}>
      <img className={styles.promoImage} src={promo.imageUrl} alt={promo.imageAlt} loading="lazy" decoding="async" width={640} height={360} />
      <div className={styles.promoBody}>
        <h3 id={titleId} className={styles.promoTitle}>
          {promo.title}
        </h3>
        <p className={styles.promoText}>{promo.text}</p>
        <a className={styles.promoLink} href={url} {...(promo.cta.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {promo.cta.label}
        </a>
      </div>
    </aside>
  );
}
