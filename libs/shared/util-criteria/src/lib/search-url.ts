import { formatLocation, normaliseCriteria } from './search-hash';
import type { Flow, Loose, SearchCriteria } from './types';

/** Path of the stay results page (booking, gifting and hotel flows). */
export const STAY_RESULTS_PATH = '/search';
/** Path of the activity-only results page (architecture.md, routes). */
export const ACTIVITY_RESULTS_PATH = '/search/activities';

/** The results page of a flow: activity-only results have their own page, every other flow shares one. */
export function resultsPath(flow: Flow): string {
  return flow === 'activity' ? ACTIVITY_RESULTS_PATH : STAY_RESULTS_PATH;
}

/**
 * The whole link to a results page (path, query and hash) for any criteria-shaped input: the one
 * writer of search URLs, used by the shell's links, the search remote and the links the API writes
 * (content, breadcrumbs, fallback suggestions). The flow is always written, so a shared link opens
 * the same flow; `parseLocation` reads back what this writes.
 */
export function searchUrl(input: Loose<SearchCriteria>): string {
  const criteria = normaliseCriteria(input);
  const { search, hash } = formatLocation(criteria);
  return `${resultsPath(criteria.flow)}${search}${hash}`;
}
