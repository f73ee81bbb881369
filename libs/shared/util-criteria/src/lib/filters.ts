import { isDistanceActive } from './distance-slider';
import { isPriceFilterActive } from './price-slider';
import type { FilterValues, Flow } from './types';

/** The facility value the API takes as its own flag. */
export const PETS_FACILITY = 'pets';

/** Clicking the chosen rating again resets it to 0 (no minimum); another value replaces it. */
export function selectRating(current: number, value: number): number {
  return value === current ? 0 : value;
}

/**
 * A score checkbox is checked when the chosen score is at or below its value. A chosen score of 0
 * means none (selecting the same rating again resets it to 0), so then no box is checked.
 */
export function isScoreChecked(chosenScore: number, value: number): boolean {
  return chosenScore > 0 && chosenScore <= value;
}

/** A facet option with count 0 is disabled, unless it is already selected (so it can be unselected). */
export function isOptionDisabled(option: { readonly count: number }, selected: boolean): boolean {
  return option.count === 0 && !selected;
}

/** Facilities as requests send them: 'pets' leaves the list and becomes petsAllowed=true. */
export function facilitiesForRequest(facilities: readonly string[]): { facilities: string[]; petsAllowed?: true } {
  const rest = facilities.filter((facility) => facility !== PETS_FACILITY);
  return rest.length === facilities.length ? { facilities: rest } : { facilities: rest, petsAllowed: true };
}

/** Hotel filters are disabled in the hotel flow, where the hotel is fixed. */
export function areHotelFiltersDisabled(flow: Flow): boolean {
  return flow === 'hotel';
}

/** Where the filter badge is shown; mobile counts more filters than desktop. */
export type FilterBadgeDevice = 'desktop' | 'mobile';

/**
 * The Filter button's badge: selected types, environments and styles, 1 for a score, 1 if any stars;
 * on mobile also 1 for an active price, each facility, 1 for an active distance and each activity.
 */
export function filterBadgeCount(filters: FilterValues, flow: Flow, device: FilterBadgeDevice): number {
  const common = filters.hotelTypes.length + filters.hotelEnvironments.length + filters.hotelStyles.length + (filters.hotelScore > 0 ? 1 : 0) + (filters.stars.length > 0 ? 1 : 0);
  if (device === 'desktop') return common;
  return common + (isPriceFilterActive(filters, flow) ? 1 : 0) + filters.facilities.length + (isDistanceActive(filters) ? 1 : 0) + filters.tags.length;
}

/** Dropdowns of the desktop filter bar. */
export type FilterBarButton = 'activities' | 'price' | 'distance' | 'facilities' | 'moreFilters';

/**
 * Desktop filter bar: Activities hidden in the hotel flow; Distance only with a location or city and
 * not in the activity flow; Facilities and More filters hidden in the activity flow.
 */
export function filterBarButtons(flow: Flow, options: { readonly hasLocationOrCity: boolean }): FilterBarButton[] {
  const buttons: FilterBarButton[] = [];
  if (flow !== 'hotel') buttons.push('activities');
  buttons.push('price');
  if (options.hasLocationOrCity && flow !== 'activity') buttons.push('distance');
  if (flow !== 'activity') buttons.push('facilities', 'moreFilters');
  return buttons;
}

/** Sections of the mobile filter dialog. */
export type FilterDialogSection = 'price' | 'activities' | 'facilities' | 'distance' | 'customerRating' | 'hotelClass' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles';

const HOTEL_SECTIONS: readonly FilterDialogSection[] = ['customerRating', 'hotelClass', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'];

/** Mobile filter dialog: activities hidden in the hotel flow; facilities, distance and hotel sections hidden in the activity flow. */
export function filterDialogSections(flow: Flow): FilterDialogSection[] {
  const sections: FilterDialogSection[] = ['price'];
  if (flow !== 'hotel') sections.push('activities');
  if (flow !== 'activity') sections.push('facilities', 'distance', ...HOTEL_SECTIONS);
  return sections;
}

/** Checking or unchecking a list option (types, styles, facilities, activities…). */
export function toggleOption<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
}
