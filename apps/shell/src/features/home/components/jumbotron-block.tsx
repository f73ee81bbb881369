import { useId } from 'react';
import type { Jumbotron } from '@escapade/api-contract';
import styles from './cms-blocks.module.css';

/** A CMS hero: its title, subtitle and picture (the mobile image below 600 px, product-side.md section 9). */
export function JumbotronBlock({ title, subtitle, imageUrl, imageMobile, imageAlt }: Jumbotron) {
  const titleId = useId();
  return (
    <section className={`${styles.block} ${styles.wide}`} aria-labelledby={titleId}>
      <div className={styles.block}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
      </div>
      <picture>
        <source media="(max-width: 599.98px)" srcSet={imageMobile} />
        <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" width={640} height={360} />
      </picture>
    </section>
  );
}
