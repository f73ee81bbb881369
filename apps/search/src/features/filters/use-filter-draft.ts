import { startTransition, useState } from 'react';
import {
  cancelFilterDraft,
  changeFilters,
  clearFilter,
  clickOutsideFilterDropdown,
  confirmFilterDraft,
  editFilterDraft,
  FILTER_KEYS,
  initFilterDraft,
  NO_FILTERS,
  resyncFilterDraft,
  sameFilters,
  type FilterDraftModel,
  type FilterKey,
  type FilterSearch,
  type FilterValues,
  type SearchCriteria,
  type SearchNavigation,
} from '@escapade/util-criteria';
import { afterNextPaint } from './after-next-paint';

/** The filters being edited beside the ones applied, and the actions of the spec's draft model. */
export interface FilterDraft {
  readonly draft: FilterValues;
  readonly applied: FilterValues;
  readonly edit: (changes: Partial<FilterValues>) => void;
  /** Escape or Cancel: the draft of these filters goes back to the applied values. */
  readonly cancel: (keys?: readonly FilterKey[]) => void;
  /** Applies the draft of these filters (all by default) and searches. */
  readonly confirm: (keys?: readonly FilterKey[]) => void;
  /** Empties these filters and searches at once. */
  readonly clear: (keys: readonly FilterKey[]) => void;
  /** A click outside a dropdown: confirms it, or clears an untouched distance. */
  readonly clickOutside: (keys: readonly FilterKey[], touched: boolean) => void;
  /** Drafts every filter empty, searching nothing until confirmed (the dialog's Reset). */
  readonly resetDraft: () => void;
}

/**
 * util-criteria's filter draft model held for the results page: the draft starts from the URL and
 * follows it when a hash value changes; confirming writes a new URL (a history entry), but only when
 * the applied filters really change.
 */
export function useFilterDraft(criteria: SearchCriteria, onSearch: (navigation: SearchNavigation) => void): FilterDraft {
  const [state, setState] = useState(() => ({ criteria, model: initFilterDraft(criteria) }));
  let model: FilterDraftModel = state.model;
  if (state.criteria !== criteria) {
    model = resyncFilterDraft(state.model, criteria);
    setState({ criteria, model });
  }
  const update = (next: (current: FilterDraftModel) => FilterDraftModel) => setState((current) => ({ ...current, model: next(current.model) }));
  const run = (result: FilterSearch) => {
    update(() => result.model);
    if (sameFilters(result.search, model.applied)) return;
    const navigation = changeFilters(criteria, result.search);
    // The page answers the click first (the panel closes, the filter's count shows), then renders the search.
    afterNextPaint(() => startTransition(() => onSearch(navigation)));
  };
  return {
    draft: model.draft,
    applied: model.applied,
    edit: (changes) => update((current) => editFilterDraft(current, changes)),
    cancel: (keys = FILTER_KEYS) => update((current) => cancelFilterDraft(current, keys)),
    confirm: (keys = FILTER_KEYS) => run(confirmFilterDraft(model, keys)),
    clear: (keys) => run(clearFilter(model, keys)),
    clickOutside: (keys, touched) => run(clickOutsideFilterDropdown(model, keys, { touched })),
    resetDraft: () => update((current) => editFilterDraft(current, NO_FILTERS)),
  };
}
