import {
  areHotelFiltersDisabled,
  facilitiesForRequest,
  filterBadgeCount,
  filterBarButtons,
  filterDialogSections,
  isOptionDisabled,
  isScoreChecked,
  selectRating,
  toggleOption,
} from './filters';
import { EMPTY_FILTERS } from './types';

describe('filters (search-side.md sections 2 and 5)', () => {
  it('selecting the same rating again resets it to 0; another value replaces it', () => {
    expect(selectRating(8, 8)).toBe(0);
    expect(selectRating(8, 9)).toBe(9);
    expect(selectRating(0, 7)).toBe(7);
  });

  it('a score checkbox is checked when the chosen score is at or below its value', () => {
    expect(isScoreChecked(8, 9)).toBe(true);
    expect(isScoreChecked(8, 8)).toBe(true);
    expect(isScoreChecked(8, 7)).toBe(false);
  });

  it('with no score chosen (0, after selecting the same rating again) no score checkbox is checked', () => {
    for (const value of [6, 7, 8, 9]) {
      expect(isScoreChecked(0, value)).toBe(false);
      expect(isScoreChecked(selectRating(value, value), value)).toBe(false);
    }
  });

  it('options with count 0 are disabled unless already selected', () => {
    expect(isOptionDisabled({ count: 0 }, false)).toBe(true);
    expect(isOptionDisabled({ count: 0 }, true)).toBe(false);
    expect(isOptionDisabled({ count: 3 }, false)).toBe(false);
  });

  it("facility 'pets' is sent as petsAllowed=true and removed from the facilities list", () => {
    expect(facilitiesForRequest(['wifi', 'pets', 'spa'])).toEqual({ facilities: ['wifi', 'spa'], petsAllowed: true });
    expect(facilitiesForRequest(['wifi'])).toEqual({ facilities: ['wifi'] });
  });

  it('hotel filters are disabled in the hotel flow', () => {
    expect(areHotelFiltersDisabled('hotel')).toBe(true);
    expect(areHotelFiltersDisabled('booking')).toBe(false);
  });

  const filters = {
    ...EMPTY_FILTERS,
    hotelTypes: ['castle', 'lodge'],
    hotelEnvironments: ['sea'],
    hotelStyles: ['design'],
    hotelScore: 8,
    stars: [3, 4, 5],
    priceMin: 2000,
    facilities: ['wifi', 'pets'],
    distanceMax: 30,
    tags: ['12', '40', '41'],
  };

  it('desktop badge sums types, environments, styles, 1 for a score and 1 if any stars', () => {
    expect(filterBadgeCount(filters, 'booking', 'desktop')).toBe(2 + 1 + 1 + 1 + 1);
    expect(filterBadgeCount(EMPTY_FILTERS, 'booking', 'desktop')).toBe(0);
  });

  it('mobile badge also counts price (1), each facility, distance (1) and each activity', () => {
    expect(filterBadgeCount(filters, 'booking', 'mobile')).toBe(6 + 1 + 2 + 1 + 3);
    expect(filterBadgeCount(EMPTY_FILTERS, 'booking', 'mobile')).toBe(0);
  });

  it('filter bar: Activities hidden in hotel flow; Distance only with a location or city and not in activity; Facilities and More filters hidden in activity', () => {
    expect(filterBarButtons('booking', { hasLocationOrCity: true })).toEqual(['activities', 'price', 'distance', 'facilities', 'moreFilters']);
    expect(filterBarButtons('booking', { hasLocationOrCity: false })).toEqual(['activities', 'price', 'facilities', 'moreFilters']);
    expect(filterBarButtons('hotel', { hasLocationOrCity: true })).toEqual(['price', 'distance', 'facilities', 'moreFilters']);
    expect(filterBarButtons('activity', { hasLocationOrCity: true })).toEqual(['activities', 'price']);
  });

  it('filter dialog: activities not in hotel flow; facilities, distance and hotel sections hidden in activity flow', () => {
    expect(filterDialogSections('booking')).toEqual([
      'price',
      'activities',
      'facilities',
      'distance',
      'customerRating',
      'hotelClass',
      'hotelTypes',
      'hotelEnvironments',
      'hotelStyles',
    ]);
    expect(filterDialogSections('hotel')).not.toContain('activities');
    expect(filterDialogSections('activity')).toEqual(['price', 'activities']);
  });

  it('checking an option adds it, checking it again removes it', () => {
    expect(toggleOption(['wifi'], 'spa')).toEqual(['wifi', 'spa']);
    expect(toggleOption(['wifi', 'spa'], 'wifi')).toEqual(['spa']);
  });
});
