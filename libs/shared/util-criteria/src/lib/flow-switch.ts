import { defaultCriteria, normaliseCriteria } from './search-hash';
import { DEFAULT_SORT, type Flow, type SearchCriteria, type Sort } from './types';

/** Sorts that survive a switch into the gifting flow. */
export const SORTS_KEPT_INTO_GIFTING: readonly Sort[] = ['priceQuality', 'distance'];

function sortAfterSwitch(sort: Sort, flow: Flow): Sort {
  if (flow === 'gifting') return SORTS_KEPT_INTO_GIFTING.includes(sort) ? sort : DEFAULT_SORT;
  return sort;
}

/**
 * The flow toggle: rewrites flow and hash for a new search (page 0). Into gifting the sort is kept
 * only if it is priceQuality or distance; into activity the criteria, dates and location are cleared
 * (and with them the sort), only a partner mini-site stays. A sort the new flow does not offer falls back to priceQuality.
 */
export function switchFlow(criteria: SearchCriteria, flow: Flow): SearchCriteria {
  if (flow === criteria.flow) return criteria;
  if (flow === 'activity') return normaliseCriteria({ ...defaultCriteria('activity'), minisite: criteria.minisite });
  return normaliseCriteria({ ...criteria, flow, page: 0, sort: sortAfterSwitch(criteria.sort, flow) });
}
