import { useId } from 'react';
import type { CmsBlockOf } from './block-types';
import { CmsLink } from '../../cms-content';
import { usePromotionTracking } from '@escapade/app-providers/analytics';
import styles from './cms-blocks.module.css';

/** A banner (seen and followed, a promotion event): title (a link when the banner has one), subtitle, its buttons and its picture on the side the CMS chose. */
export function BannerBlock({ banner }: CmsBlockOf<'bannerBlock'>) {
  const titleId = useId();
  const { title, subtitle, imageUrl, imageMobile, imagePosition, imageAlt, ctas, url, newTab, trackingBlockName } = banner;
  const trackingRef = usePromotionTracking({ id: trackingBlockName, name: title, slot: 'banner_block' }, 'home');
  return (
    <section ref={trackingRef} className={`${styles.block} ${styles.wide}`} aria-labelledby={titleId}>
      <div className={styles.block}>
        <h2 id={titleId} className={styles.title}>
          {url ? (
            <CmsLink href={url} newTab={newTab} className={styles.cardLink}>
              {title}
            </CmsLink>
          ) : (
            title
          )}
        </h2>
        {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
        {ctas.length > 0 ? (
          <div className={styles.actions}>
            {ctas.map((cta) => (
              <CmsLink key={cta.url} href={cta.url} newTab={cta.newTab} className={styles.button}>
                {cta.label}
              </CmsLink>
            ))}
          </div>
        ) : null}
      </div>
      <picture className={imagePosition === 'left' ? styles.imageLeft : undefined}>
        {imageMobile ? <source media="(max-width: 599.98px)" srcSet={imageMobile} /> : null}
        <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" width={640} height={360} />
      </picture>
    </section>
  );
}
