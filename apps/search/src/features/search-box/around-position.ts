import { destinationOf, type SearchCriteria } from '@escapade/util-criteria';

/** A search around a position with no named destination: what 'Around me' searched. */
export function isAroundPosition(criteria: SearchCriteria): boolean {
  return destinationOf(criteria) === undefined && criteria.lat !== undefined && criteria.lng !== undefined;
}
