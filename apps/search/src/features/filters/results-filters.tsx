import { useState } from 'react';
import type { FilterBarButton, SearchCriteria, SearchNavigation } from '@escapade/util-criteria';
import { FilterBar } from './filter-bar';
import { FilterDialog } from './filter-dialog';
import { useFacets } from './use-facets';
import { useFilterDraft } from './use-filter-draft';
import styles from './filters.module.css';

export interface ResultsFiltersProps {
  readonly criteria: SearchCriteria;
  readonly onSearch: (navigation: SearchNavigation) => void;
}

/**
 * The filters of the results page: the dropdown bar on wider screens, the 'Filters' dialog on phones,
 * both on one draft, with facet counts fetched while one of them is open.
 */
export function ResultsFilters({ criteria, onSearch }: ResultsFiltersProps) {
  const filters = useFilterDraft(criteria, onSearch);
  const [openButton, setOpenButton] = useState<FilterBarButton | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const facets = useFacets(criteria, filters.draft, openButton !== null || dialogOpen);
  return (
    <>
      <FilterBar criteria={criteria} filters={filters} facets={facets.data} openButton={openButton} onOpenButtonChange={setOpenButton} className={styles.bar} />
      <FilterDialog criteria={criteria} filters={filters} facets={facets.data} open={dialogOpen} onOpenChange={setDialogOpen} className={styles.dialogTrigger} />
    </>
  );
}
