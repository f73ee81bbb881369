import { lazy, Suspense, useCallback, useState } from 'react';
import { Skeleton } from '@escapade/ui';
import type { RecommendedOffersProps } from './recommended-offers';
import { useNearViewport } from './use-near-viewport';
import styles from './recommendations.module.css';

const RecommendedOffers = lazy(() => import('./recommended-offers'));

/** Cards the placeholder row shows, about as many as a desktop row has in view. */
const PLACEHOLDER_CARDS = 3;

/** The row's shape while its code and offers are on their way: a title and cards, decorative. */
function RecommendationsPlaceholder() {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <Skeleton variant="text" width="40%" />
      <div className={styles.placeholderRow}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rect" className={styles.placeholderCard} />
        ))}
      </div>
    </div>
  );
}

/**
 * The recommendations block below the fold: its code and its call wait until the visitor scrolls near
 * it. Until they arrive it keeps the room of the row it will show, so nothing below it moves then; a
 * stay with nothing to recommend gives that room back.
 */
export function RecommendationsBlock(props: Omit<RecommendedOffersProps, 'onLoaded' | 'placeholder'>) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [outcome, setOutcome] = useState<'loading' | 'shown' | 'empty'>('loading');
  const onLoaded = useCallback((shown: boolean) => setOutcome(shown ? 'shown' : 'empty'), []);
  return (
    <div ref={ref} className={outcome === 'empty' ? styles.block : `${styles.block} ${styles.room}`} aria-busy={outcome === 'loading'}>
      {near ? (
        <Suspense fallback={<RecommendationsPlaceholder />}>
          <RecommendedOffers {...props} onLoaded={onLoaded} placeholder={<RecommendationsPlaceholder />} />
        </Suspense>
      ) : (
        <RecommendationsPlaceholder />
      )}
    </div>
  );
}
