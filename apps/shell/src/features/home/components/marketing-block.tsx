import { useId } from 'react';
import type { CmsBlockOf } from './block-types';
import { CmsLink } from '../../cms-content';
import styles from './cms-blocks.module.css';

/** A marketing block: title, text, an optional picture and button. */
export function MarketingBlock({ title, text, imageUrl, imageAlt, cta }: CmsBlockOf<'marketingBlock'>) {
  const titleId = useId();
  return (
    <section className={`${styles.block} ${styles.wide}`} aria-labelledby={titleId}>
      <div className={styles.block}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p>{text}</p>
        {cta ? (
          <CmsLink href={cta.url} newTab={cta.newTab} className={styles.button}>
            {cta.label}
          </CmsLink>
        ) : null}
      </div>
      {imageUrl ? <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" width={640} height={360} /> : null}
    </section>
  );
}
