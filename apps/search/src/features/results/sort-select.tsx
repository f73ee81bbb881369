import { useIntl } from 'react-intl';
import { Select } from '@escapade/ui';
import { changeSort, SORTS, sortOptions, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { sortMessages, resultsMessages } from './results-messages';

export interface SortSelectProps {
  readonly criteria: SearchCriteria;
  readonly onSearch: (navigation: SearchNavigation) => void;
  readonly className?: string;
}

/** 'Sort by' with the choices valid for the flow and position; a change is a new search from page 0. */
export function SortSelect({ criteria, onSearch, className }: SortSelectProps) {
  const intl = useIntl();
  const options = sortOptions(criteria.flow, criteria).map((sort) => ({ value: sort, label: intl.formatMessage(sortMessages[sort]) }));
  return (
    <Select
      label={intl.formatMessage(resultsMessages.sortBy)}
      options={options}
      value={criteria.sort}
      onChange={(value) => {
        const sort = SORTS.find((candidate) => candidate === value);
        if (sort !== undefined) onSearch(changeSort(criteria, sort));
      }}
      className={className}
    />
  );
}
