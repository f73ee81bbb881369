import { FormattedMessage } from 'react-intl';
import styles from './region-skeleton.module.css';

/**
 * Placeholder shapes while a remote's files load, announced once to screen readers. A whole page's
 * placeholder fills the window, so the footer waits below it and does not move when the page comes.
 */
export function RegionSkeleton({ page = false }: { readonly page?: boolean }) {
  return (
    <div className={page ? `${styles.skeleton} ${styles.page}` : styles.skeleton} aria-busy="true" role="status">
      <span className={styles.visuallyHidden}>
        <FormattedMessage id="shell.remote.loading" defaultMessage="Loading" />
      </span>
      <div className={styles.heading} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        <div className={styles.card} />
        <div className={styles.card} />
        <div className={styles.card} />
      </div>
    </div>
  );
}
