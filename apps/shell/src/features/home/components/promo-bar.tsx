import type { PromoBar as PromoBarContent } from '@escapade/api-contract';
import { CmsLink } from '../../cms-content';
import styles from './banners.module.css';

/** The promo bar: the campaign's links, in the CMS's default or black style. */
export function PromoBar({ links }: PromoBarContent) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.promoBar}>
      {links.map((link) => (
        <li key={link.url}>
          <CmsLink href={link.url} newTab={link.newTab} className={`${styles.promoLink} ${link.variation === 'black' ? styles.promoBlack : ''}`}>
            {link.label}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}
