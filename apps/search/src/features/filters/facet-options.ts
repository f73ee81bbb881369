import type { SearchFacetsReply } from '@escapade/api-contract';
import type { FilterValues } from '@escapade/util-criteria';

/** One checkable option of a filter section, whatever facet it comes from. */
export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** The list filters whose options come from the facet reply, each with the filter key it sets. */
export type ListFilter = 'facilities' | 'stars' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles';

/** Options of a list filter from the facet reply: each facet names its value its own way (value, name, key). */
export function facetOptions(reply: SearchFacetsReply | undefined, filter: ListFilter): FacetOption[] {
  if (!reply) return [];
  const { filters } = reply;
  switch (filter) {
    case 'facilities':
      return filters.facilities.map(({ value, label, count }) => ({ value, label, count }));
    case 'stars':
      return filters.stars.map(({ value, label, count }) => ({ value: String(value), label, count }));
    case 'hotelTypes':
      return filters.hotelTypes.map(({ name, label, count }) => ({ value: name, label, count }));
    case 'hotelEnvironments':
      return filters.hotelEnvironments.map(({ key, label, count }) => ({ value: key, label, count }));
    case 'hotelStyles':
      return filters.hotelStyles.map(({ name, label, count }) => ({ value: name, label, count }));
  }
}

/** The selected values of a list filter, as option values (stars are numbers in the filters). */
export function selectedValues(filters: FilterValues, filter: ListFilter): string[] {
  return filter === 'stars' ? filters.stars.map(String) : [...filters[filter]];
}

/** The filter change that selects exactly `values` in a list filter. */
export function withSelected(filter: ListFilter, values: readonly string[]): Partial<FilterValues> {
  return filter === 'stars' ? { stars: values.map(Number) } : { [filter]: values };
}
