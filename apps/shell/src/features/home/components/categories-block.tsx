import { useId } from 'react';
import type { CmsBlockOf } from './block-types';
import { CmsLink } from '../../cms-content';
import styles from './cms-blocks.module.css';

/** Categories: a titled grid of pictures, each a link to its search (the label names the link, the picture is decoration). */
export function CategoriesBlock({ title, categories }: CmsBlockOf<'categoriesBlock'>) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.url}>
            <CmsLink href={category.url} className={`${styles.category} ${styles.cardLink}`}>
              <img className={styles.image} src={category.imageUrl} alt="" loading="lazy" width={320} height={180} />
              <span className={styles.cardTitle}>{category.label}</span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
