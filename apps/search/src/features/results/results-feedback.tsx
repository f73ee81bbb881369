import { useIntl } from 'react-intl';
import { Button, Skeleton, VisuallyHidden } from '@escapade/ui';
import { resultsMessages } from './results-messages';
import styles from './results.module.css';

/** Cards shaped like the ones to come while the first page of a search loads. */
export function ResultsSkeleton({ count }: { readonly count: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" className={styles.feedback}>
      <VisuallyHidden role="status">{intl.formatMessage(resultsMessages.loading)}</VisuallyHidden>
      <ul className={styles.grid} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <Skeleton variant="rect" width="100%" height="12rem" />
            <Skeleton lines={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Oops, something went wrong' with a way to try again: the criteria stay as they were. */
export function ResultsError({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.message}>
      <p>{intl.formatMessage(resultsMessages.failed)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(resultsMessages.retry)}
      </Button>
    </div>
  );
}

/** Id of the no-results advice, where a visitor who searched from a search box lands. */
export const NO_RESULTS_ID = 'no-results';

/** The spec's 'No results…' advice, with 'Remove all filters' as the way out. */
export function NoResults({ onRemoveFilters }: { readonly onRemoveFilters: () => void }) {
  const intl = useIntl();
  return (
    <div id={NO_RESULTS_ID} tabIndex={-1} className={styles.message}>
      <p>{intl.formatMessage(resultsMessages.empty)}</p>
      <Button variant="secondary" onClick={onRemoveFilters}>
        {intl.formatMessage(resultsMessages.removeFilters)}
      </Button>
    </div>
  );
}
