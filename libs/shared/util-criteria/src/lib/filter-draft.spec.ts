import {
  cancelFilterDraft,
  clearFilter,
  clickOutsideFilterDropdown,
  confirmFilterDraft,
  editFilterDraft,
  FILTER_GROUPS,
  filterValuesOf,
  initFilterDraft,
  markFacetsRequested,
  resyncFilterDraft,
  sameFilters,
  shouldRefetchFacets,
} from './filter-draft';
import { defaultCriteria } from './search-hash';
import { EMPTY_FILTERS, type FilterValues } from './types';

const fromHash: FilterValues = { ...EMPTY_FILTERS, stars: [4], facilities: ['wifi'], priceMax: 10_000 };

describe('draft and applied filters (search-side.md section 4)', () => {
  it('the draft is initialised from the hash, keeping only filter keys', () => {
    const model = initFilterDraft({ ...defaultCriteria(), ...fromHash });
    expect(model.applied).toEqual(fromHash);
    expect(model.draft).toEqual(fromHash);
    expect(model.applied).not.toHaveProperty('flow');
    expect(filterValuesOf({ ...fromHash, city: 'x' } as FilterValues)).toEqual(fromHash);
  });

  it('editing changes the draft only', () => {
    const model = editFilterDraft(initFilterDraft(fromHash), { stars: [4, 5] });
    expect(model.draft.stars).toEqual([4, 5]);
    expect(model.applied.stars).toEqual([4]);
  });

  it('the draft resyncs when a hash value changes, for that filter only', () => {
    const edited = editFilterDraft(initFilterDraft(fromHash), { stars: [5], facilities: ['spa'] });
    const resynced = resyncFilterDraft(edited, { ...fromHash, facilities: ['pool'] });
    expect(resynced.applied.facilities).toEqual(['pool']);
    expect(resynced.draft.facilities).toEqual(['pool']);
    expect(resynced.draft.stars).toEqual([5]);
  });

  it('an unchanged hash leaves the model as it is', () => {
    const model = editFilterDraft(initFilterDraft(fromHash), { stars: [5] });
    expect(resyncFilterDraft(model, { ...fromHash })).toBe(model);
  });

  it('confirm applies the draft and searches with it', () => {
    const edited = editFilterDraft(initFilterDraft(fromHash), { stars: [5], hotelScore: 8 });
    const { model, search } = confirmFilterDraft(edited);
    expect(search).toEqual({ ...fromHash, stars: [5], hotelScore: 8 });
    expect(model.applied).toEqual(search);
  });

  it('confirming one dropdown applies only its filters', () => {
    const edited = editFilterDraft(initFilterDraft(fromHash), { stars: [5], priceMax: 5000 });
    const { search } = confirmFilterDraft(edited, FILTER_GROUPS.price);
    expect(search).toEqual({ ...fromHash, priceMax: 5000 });
  });

  it('cancel reverts the draft to the applied values', () => {
    const edited = editFilterDraft(initFilterDraft(fromHash), { stars: [5], priceMax: 5000 });
    expect(cancelFilterDraft(edited).draft).toEqual(fromHash);
    expect(cancelFilterDraft(edited, FILTER_GROUPS.moreFilters).draft).toEqual({ ...fromHash, priceMax: 5000 });
  });

  it('clear empties that filter, draft and applied alike, and searches immediately', () => {
    const { model, search } = clearFilter(initFilterDraft(fromHash), FILTER_GROUPS.facilities);
    expect(search).toEqual({ ...fromHash, facilities: [] });
    expect(model.draft.facilities).toEqual([]);
    expect(model.applied.facilities).toEqual([]);
  });

  it('clicking outside a dropdown confirms it', () => {
    const edited = editFilterDraft(initFilterDraft(fromHash), { stars: [5], distanceMax: 20 });
    expect(clickOutsideFilterDropdown(edited, FILTER_GROUPS.moreFilters, { touched: false }).search.stars).toEqual([5]);
    expect(clickOutsideFilterDropdown(edited, FILTER_GROUPS.distance, { touched: true }).search.distanceMax).toBe(20);
  });

  it('clicking outside the distance dropdown left untouched clears the distance filter', () => {
    const withDistance = initFilterDraft({ ...fromHash, distanceMin: 0, distanceMax: 30 });
    const { search } = clickOutsideFilterDropdown(withDistance, FILTER_GROUPS.distance, { touched: false });
    expect(search).toEqual(fromHash);
    expect(clickOutsideFilterDropdown(withDistance, ['distanceMax'], { touched: false }).search.distanceMax).toBeUndefined();
  });

  it('facet counts are refetched only if the draft differs from the last requested draft', () => {
    const model = initFilterDraft(fromHash);
    expect(shouldRefetchFacets(model)).toBe(true);
    const requested = markFacetsRequested(model);
    expect(shouldRefetchFacets(requested)).toBe(false);
    expect(shouldRefetchFacets(editFilterDraft(requested, { stars: [4] }))).toBe(false);
    expect(shouldRefetchFacets(editFilterDraft(requested, { stars: [4, 5] }))).toBe(true);
    expect(shouldRefetchFacets(editFilterDraft(requested, { hotelScore: 9 }))).toBe(true);
  });

  it('filters compare value by value, lists in order', () => {
    expect(sameFilters(fromHash, { ...fromHash, stars: [4] })).toBe(true);
    expect(sameFilters(fromHash, { ...fromHash, priceMax: undefined })).toBe(false);
  });
});
