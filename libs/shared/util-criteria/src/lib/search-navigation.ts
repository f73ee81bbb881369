import { normaliseCriteria } from './search-hash';
import { DESTINATION_KEYS, NO_FILTERS } from './types';
import type { Destination, FilterValues, Position, SearchCriteria, Sort } from './types';

/** Where a search was started from, for the results page's tracking. */
export type SearchOrigin = 'searchBar' | 'pagination' | 'map';

/** A search to run: the criteria to write into the location, and where it came from. */
export interface SearchNavigation {
  readonly criteria: SearchCriteria;
  readonly origin: SearchOrigin;
}

/** Experiment variation that decides whether booking searches need dates. */
export type DatesVariation = 'control' | 'forced' | 'suggested';

/** What submitting the search box does: search, or open the dates calendar first. */
export type SearchSubmit = { readonly kind: 'openCalendar' } | { readonly kind: 'search'; readonly navigation: SearchNavigation };

function fromSearchBar(criteria: SearchCriteria): SearchNavigation {
  return { criteria: normaliseCriteria({ ...criteria, page: 0 }), origin: 'searchBar' };
}

/** Every destination key cleared. */
const NO_DESTINATION: Destination = Object.fromEntries(DESTINATION_KEYS.map((key) => [key, undefined]));

/** A sort change is a new search: the page number is dropped and the origin is the search bar. */
export function changeSort(criteria: SearchCriteria, sort: Sort): SearchNavigation {
  return fromSearchBar({ ...criteria, sort });
}

/** A filter change is a new search: the page number is dropped and the origin is the search bar. */
export function changeFilters(criteria: SearchCriteria, filters: Partial<FilterValues & Position>): SearchNavigation {
  return fromSearchBar({ ...criteria, ...filters });
}

/** 'Remove all filters': every filter is cleared (price and distance too); destination, dates, party and sort stay. */
export function removeAllFilters(criteria: SearchCriteria): SearchNavigation {
  return changeFilters(criteria, NO_FILTERS);
}

/** Pagination keeps every criterion and only moves the zero-based page. */
export function changePage(criteria: SearchCriteria, page: number): SearchNavigation {
  return { criteria: normaliseCriteria({ ...criteria, page }), origin: 'pagination' };
}

/**
 * Submitting the search box. In the booking flow, without both dates, the 'forced' variation (and
 * 'suggested' unless the visitor chose flexible dates) opens the calendar instead of searching.
 */
export function submitSearch(criteria: SearchCriteria, options: { readonly datesVariation: DatesVariation; readonly flexibleDates: boolean }): SearchSubmit {
  const hasDates = criteria.checkin !== undefined && criteria.checkout !== undefined;
  const needsDates = criteria.flow === 'booking' && !hasDates && (options.datesVariation === 'forced' || (options.datesVariation === 'suggested' && !options.flexibleDates));
  return needsDates ? { kind: 'openCalendar' } : { kind: 'search', navigation: fromSearchBar(criteria) };
}

/**
 * 'Search in this area' on the map: the map centre with the visible radius rounded up to whole km.
 * The area replaces the place searched (a city would otherwise keep the results to its own
 * surroundings); theme, dates, party, filters and sort stay.
 */
export function searchInThisArea(criteria: SearchCriteria, centre: { readonly lat: number; readonly lng: number }, radiusMetres: number): SearchNavigation {
  const navigation = fromSearchBar({
    ...criteria,
    ...NO_DESTINATION,
    cityId: undefined,
    lat: centre.lat,
    lng: centre.lng,
    distanceMin: undefined,
    distanceMax: Math.ceil(radiusMetres / 1000),
  });
  return { ...navigation, origin: 'map' };
}
