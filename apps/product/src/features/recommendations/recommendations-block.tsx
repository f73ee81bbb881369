import { lazy, Suspense } from 'react';
import type { RecommendedOffersProps } from './recommended-offers';
import { useNearViewport } from './use-near-viewport';
import styles from './recommendations.module.css';

const RecommendedOffers = lazy(() => import('./recommended-offers'));

/**
 * The recommendations block below the fold: its code and its call wait until the visitor scrolls near
 * it (a one-pixel mark the observer watches until then).
 */
export function RecommendationsBlock(props: RecommendedOffersProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.block}>
      {near ? (
        <Suspense fallback={null}>
          <RecommendedOffers {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
