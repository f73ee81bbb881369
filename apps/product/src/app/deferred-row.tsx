import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Skeleton } from '@escapade/ui';
import { useNearViewport } from './use-near-viewport';
import styles from './card-row.module.css';

/** Cards the placeholder row shows, about as many as a desktop row has in view. */
const PLACEHOLDER_CARDS = 3;

/** What a deferred row's content is given: how to say its cards came, and what holds their place meanwhile. */
export interface DeferredRowContent {
  /** The cards came (`true` when there are some to show) or could not: the row keeps or gives back its room. */
  readonly onLoaded: (shown: boolean) => void;
  /** What holds the row's place while its cards load. */
  readonly placeholder: ReactNode;
}

export interface DeferredRowProps {
  /** The row's content, loaded on demand (a lazy component): called once the visitor is near. */
  readonly children: (content: DeferredRowContent) => ReactNode;
  /** The room the row keeps until its cards come: a little more than the row it holds the place of. */
  readonly roomClassName: string;
  /** A placeholder card's size, about a card's. */
  readonly cardClassName: string;
}

/**
 * A row of cards below the fold (recommendations, nearby hotels): its code and its call wait until the
 * visitor scrolls near it. Until they arrive it keeps the room of the row it will show, so nothing below
 * it moves then; a row with nothing to show gives that room back.
 */
export function DeferredRow({ children, roomClassName, cardClassName }: DeferredRowProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [outcome, setOutcome] = useState<'loading' | 'shown' | 'empty'>('loading');
  const onLoaded = useCallback((shown: boolean) => setOutcome(shown ? 'shown' : 'empty'), []);
  // The row's shape while its code and cards are on their way: a title and cards, decorative.
  const placeholder = (
    <div className={styles.placeholder} aria-hidden="true">
      <Skeleton variant="text" width="40%" />
      <div className={styles.placeholderRow}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rect" className={`${styles.placeholderCard} ${cardClassName}`} />
        ))}
      </div>
    </div>
  );
  return (
    <div ref={ref} className={outcome === 'empty' ? styles.block : `${styles.block} ${roomClassName}`} aria-busy={outcome === 'loading'}>
      {near ? <Suspense fallback={placeholder}>{children({ onLoaded, placeholder })}</Suspense> : placeholder}
    </div>
  );
}
