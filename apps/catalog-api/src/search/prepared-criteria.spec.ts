import { criteriaKey } from './prepared-criteria';
import type { OfferFilters, OfferSearchQuery } from './search-query';
import { stayQuery } from './testing/catalog-fixture';

describe('criteriaKey', () => {
  const base = stayQuery();
  const key = (overrides: Partial<OfferSearchQuery>) => criteriaKey({ ...base, ...overrides });
  const withFilters = (filters: Partial<OfferFilters>) => key({ filters: { ...base.filters, ...filters } });

  it('is the same for equal criteria, whatever the sort and page', () => {
    expect(criteriaKey(stayQuery())).toBe(criteriaKey(base));
    expect(key({ orderBy: 'priceAsc', page: 3, limit: 24, numberOfPackagesPerHotel: 20, language: 'en' })).toBe(criteriaKey(base));
  });

  it('changes with every criterion that changes the rows, prices or filter groups', () => {
    const changes: Partial<OfferSearchQuery>[] = [
      { market: 'fr_BE' },
      { flowType: 'gift' },
      { destination: { kind: 'place', placeId: 10 } },
      { destination: { kind: 'hotel', hotelId: 10 } },
      { destination: { kind: 'point', latitude: 45.9, longitude: 6.12 } },
      { origin: { latitude: 45.9, longitude: 6.12 } },
      { themeId: 39 },
      { checkin: '2026-12-02' },
      { nights: 2 },
      { party: { adults: 2, children: 1, babies: 0 } },
      { party: { adults: 2, children: 0, babies: 1 } },
      { giftNights: 1 },
    ];
    const keys = changes.map(key);
    expect(new Set([criteriaKey(base), ...keys]).size).toBe(changes.length + 1);
  });

  it('changes with every filter (a filter left out of the key would let a search reuse another search’s rows)', () => {
    // A Record over every filter name: a new filter does not compile until it is tested here.
    const changed: Record<keyof OfferFilters, Partial<OfferFilters>> = {
      hotelTypes: { hotelTypes: ['castle'] },
      hotelEnvironments: { hotelEnvironments: ['castle'] },
      hotelStyles: { hotelStyles: ['castle'] },
      stars: { stars: [4] },
      minHotelReviewScore: { minHotelReviewScore: 8 },
      priceMin: { priceMin: 4 },
      priceMax: { priceMax: 4 },
      facilities: { facilities: ['castle'] },
      petsAllowed: { petsAllowed: true },
      tags: { tags: [4] },
      distanceMin: { distanceMin: 4 },
      distanceMax: { distanceMax: 4 },
    };
    const keys = Object.values(changed).map(withFilters);
    expect(new Set([criteriaKey(base), ...keys]).size).toBe(Object.keys(changed).length + 1);
  });

  it('keeps values apart whatever characters they hold', () => {
    expect(withFilters({ hotelTypes: ['a,b'] })).not.toBe(withFilters({ hotelTypes: ['a', 'b'] }));
    expect(withFilters({ hotelTypes: ['a|'] })).not.toBe(withFilters({ hotelTypes: ['a'], hotelEnvironments: [''] }));
    expect(withFilters({ hotelTypes: ['1:a'] })).not.toBe(withFilters({ hotelTypes: ['a', 'a'] }));
    expect(withFilters({ stars: [1, 2] })).not.toBe(withFilters({ stars: [12] }));
    expect(withFilters({ priceMin: 0 })).not.toBe(withFilters({ priceMin: null }));
  });
});
