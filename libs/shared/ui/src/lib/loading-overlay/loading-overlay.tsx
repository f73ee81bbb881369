import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import { Spinner } from '../spinner/spinner';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  loading: boolean;
  /** What is happening ('We are looking for the next availabilities...'); 'Loading...' by default. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** Covers content being refreshed, marks it busy and says why, without unmounting it. */
export function LoadingOverlay({ loading, label, children, className }: LoadingOverlayProps) {
  return (
    <div className={classNames(styles.root, className)} aria-busy={loading || undefined}>
      <div inert={loading}>{children}</div>
      {loading ? (
        <div className={styles.overlay}>
          <Spinner size="lg" label={label} showLabel />
        </div>
      ) : null}
    </div>
  );
}
