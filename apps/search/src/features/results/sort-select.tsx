import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Select } from '@escapade/ui';
import { changeSort, SORTS, sortOptions, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { sortMessages, resultsMessages } from './results-messages';
import styles from './results.module.css';

const loadSortDrawer = () => import('./sort-drawer');

/** The drawer's code is fetched when a visitor first opens it (or points at its button), not with the page. */
const SortDrawer = lazy(loadSortDrawer);

export interface SortSelectProps {
  readonly criteria: SearchCriteria;
  readonly onSearch: (navigation: SearchNavigation) => void;
}

/**
 * 'Sort by' with the choices valid for the flow and position; a change is a new search from page 0.
 * Wider screens get a select; phones a 'Sort by' drawer with radio choices (search-side.md section 2).
 */
export function SortSelect({ criteria, onSearch }: SortSelectProps) {
  const intl = useIntl();
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const options = sortOptions(criteria.flow, criteria).map((sort) => ({ value: sort, label: intl.formatMessage(sortMessages[sort]) }));
  const title = intl.formatMessage(resultsMessages.sortBy);
  const choose = (value: string) => {
    const sort = SORTS.find((candidate) => candidate === value);
    if (sort !== undefined && sort !== criteria.sort) onSearch(changeSort(criteria, sort));
  };
  return (
    <>
      <Select label={title} options={options} value={criteria.sort} onChange={choose} className={styles.sortSelect} />
      <div className={styles.sortButton}>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadSortDrawer()}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
        >
          {title}
        </Button>
        {drawerRequested ? (
          <Suspense fallback={null}>
            <SortDrawer open={drawerOpen} title={title} options={options} value={criteria.sort} onClose={() => setDrawerOpen(false)} onChoose={choose} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
