import { Skeleton } from '@escapade/ui';
import styles from './cms-page.module.css';

export interface ContentPageSkeletonProps {
  /** What follows the heading: blocks (a picture or cards) or lines of text. */
  body: 'blocks' | 'text';
}

/** A content page while it loads: its heading, then its blocks or its text, in the page's own layout. */
export function ContentPageSkeleton({ body }: ContentPageSkeletonProps) {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton variant="text" width="40%" height="2.5rem" />
      {body === 'blocks' ? <Skeleton variant="rect" height="12rem" /> : <Skeleton variant="text" lines={6} />}
    </div>
  );
}
