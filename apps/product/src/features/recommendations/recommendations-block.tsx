import { lazy } from 'react';
import { DeferredRow } from '../../app/deferred-row';
import type { RecommendedOffersProps } from './recommended-offers';
import styles from './recommendations.module.css';

const RecommendedOffers = lazy(() => import('./recommended-offers'));

/**
 * The recommendations block below the fold: its code and its call wait until the visitor scrolls near
 * it, and it keeps the room of its row until they arrive (a stay with nothing to recommend gives it back).
 */
export function RecommendationsBlock(props: Omit<RecommendedOffersProps, 'onLoaded' | 'placeholder'>) {
  return (
    <DeferredRow roomClassName={styles.room} cardClassName={styles.placeholderCard}>
      {(row) => <RecommendedOffers {...props} {...row} />}
    </DeferredRow>
  );
}
