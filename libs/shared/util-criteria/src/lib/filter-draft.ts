import { EMPTY_FILTERS, type FilterValues } from './types';
import { sameList } from './values';

/** Filter keys, each with a draft and an applied value. */
export const FILTER_KEYS: readonly (keyof FilterValues)[] = [
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'priceMin',
  'priceMax',
  'facilities',
  'distanceMin',
  'distanceMax',
  'tags',
];
export type FilterKey = keyof FilterValues;

/** Keys each dropdown of the filter bar edits. */
export const FILTER_GROUPS = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities'],
  moreFilters: ['hotelScore', 'stars', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
} as const satisfies Record<string, readonly FilterKey[]>;

/** Draft (being edited), applied (in the hash) and the draft whose facet counts were last requested. */
export interface FilterDraftModel {
  readonly applied: FilterValues;
  readonly draft: FilterValues;
  readonly lastRequestedDraft?: FilterValues;
}

/** The outcome of an action that searches: the new model and the filters to search with. */
export interface FilterSearch {
  readonly model: FilterDraftModel;
  readonly search: FilterValues;
}

function sameValue(left: FilterValues[FilterKey], right: FilterValues[FilterKey]): boolean {
  if (Array.isArray(left) && Array.isArray(right)) return sameList(left, right);
  return left === right;
}

/** Whether two filter values are equal key by key. */
export function sameFilters(left: FilterValues, right: FilterValues): boolean {
  return FILTER_KEYS.every((key) => sameValue(left[key], right[key]));
}

function pick(from: FilterValues, onto: FilterValues, keys: readonly FilterKey[]): FilterValues {
  return { ...onto, ...Object.fromEntries(keys.map((key) => [key, from[key]])) };
}

/** Only the filter keys of a value (criteria carry more than filters). */
export function filterValuesOf(values: FilterValues): FilterValues {
  return pick(values, EMPTY_FILTERS, FILTER_KEYS);
}

/** The draft starts as the applied values read from the hash. */
export function initFilterDraft(fromHash: FilterValues): FilterDraftModel {
  const applied = filterValuesOf(fromHash);
  return { applied, draft: applied };
}

/** When a hash value changes, that filter's applied value and draft follow it; other drafts stay as they are. */
export function resyncFilterDraft(model: FilterDraftModel, fromHash: FilterValues): FilterDraftModel {
  const changed = FILTER_KEYS.filter((key) => !sameValue(model.applied[key], fromHash[key]));
  if (changed.length === 0) return model;
  return { ...model, applied: filterValuesOf(fromHash), draft: pick(fromHash, model.draft, changed) };
}

/** Editing a dropdown or the dialog changes the draft only; nothing is searched yet. */
export function editFilterDraft(model: FilterDraftModel, changes: Partial<FilterValues>): FilterDraftModel {
  return { ...model, draft: { ...model.draft, ...changes } };
}

/** Confirm applies the draft of the given filters (all by default) and searches with it. */
export function confirmFilterDraft(model: FilterDraftModel, keys: readonly FilterKey[] = FILTER_KEYS): FilterSearch {
  const applied = pick(model.draft, model.applied, keys);
  return { model: { ...model, applied }, search: applied };
}

/** Cancel reverts the draft of the given filters (all by default) to the applied values. */
export function cancelFilterDraft(model: FilterDraftModel, keys: readonly FilterKey[] = FILTER_KEYS): FilterDraftModel {
  return { ...model, draft: pick(model.applied, model.draft, keys) };
}

/** Clear empties the given filters, draft and applied alike, and searches at once. */
export function clearFilter(model: FilterDraftModel, keys: readonly FilterKey[]): FilterSearch {
  const applied = pick(EMPTY_FILTERS, model.applied, keys);
  return { model: { ...model, applied, draft: pick(EMPTY_FILTERS, model.draft, keys) }, search: applied };
}

/**
 * Clicking outside a dropdown confirms it; for the distance dropdown left untouched it clears the
 * distance filter instead.
 */
export function clickOutsideFilterDropdown(model: FilterDraftModel, keys: readonly FilterKey[], options: { readonly touched: boolean }): FilterSearch {
  const isDistance = keys.includes('distanceMin') || keys.includes('distanceMax');
  return isDistance && !options.touched ? clearFilter(model, keys) : confirmFilterDraft(model, keys);
}

/** Facet counts are refetched only when the draft differs from the last requested draft. */
export function shouldRefetchFacets(model: FilterDraftModel): boolean {
  return model.lastRequestedDraft === undefined || !sameFilters(model.draft, model.lastRequestedDraft);
}

/** Records that facet counts were requested for the current draft. */
export function markFacetsRequested(model: FilterDraftModel): FilterDraftModel {
  return { ...model, lastRequestedDraft: model.draft };
}
