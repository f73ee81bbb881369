import { lazy } from 'react';
import { DeferredRow } from '../../app/deferred-row';
import type { NearbyHotelsProps } from './nearby-hotels';
import styles from './nearby-hotels.module.css';

const NearbyHotels = lazy(() => import('./nearby-hotels'));

/**
 * The hotel page's nearby hotels below the fold: their code and call wait until the visitor scrolls near
 * them, and the row keeps its room until they arrive (a hotel with no neighbour gives it back).
 */
export function NearbyHotelsBlock(props: Omit<NearbyHotelsProps, 'onLoaded' | 'placeholder'>) {
  return (
    <DeferredRow roomClassName={styles.room} cardClassName={styles.placeholderCard}>
      {(row) => <NearbyHotels {...props} {...row} />}
    </DeferredRow>
  );
}
