import { priceHistogramBands } from '@escapade/util-criteria';
import type { ActivityOnlyProduct } from '../catalog/catalog-snapshot';
import { ActivityOnlyIndex, type ActivityOnlyQuery } from './activity-only-index';
import { activityOnlyProduct, smallCatalog } from './testing/catalog-fixture';

/** The index's own examples: Annecy vouchers for activity 100, the two-person one with a promo worth rounding up. */
const product = (id: number, overrides: Partial<ActivityOnlyProduct> = {}) =>
  activityOnlyProduct(id, {
    activityIds: [100],
    prices: [
      { participants: 1, sellPrice: 5_000, refPrice: 5_000 },
      { participants: 2, sellPrice: 9_001, refPrice: 10_000 },
    ],
    ...overrides,
  });

const query = (overrides: Partial<ActivityOnlyQuery> = {}): ActivityOnlyQuery => ({
  market: 'fr_FR',
  destination: null,
  themeId: null,
  tags: [],
  participants: 2,
  priceMin: null,
  priceMax: null,
  orderBy: 'popularity',
  page: 0,
  limit: 10,
  ...overrides,
});

const lyonCentre = { label: 'Lyon', cityId: 20, latitude: 45.76, longitude: 4.84, stars: 0 as const };
const index = new ActivityOnlyIndex(
  [product(1), product(2, { activityCenter: lyonCentre, activityIds: [101], themeIds: [39] }), product(3, { markets: ['es_ES'] })],
  smallCatalog().places,
);
const ids = (q: ActivityOnlyQuery) => index.search(q).hits.map((hit) => hit.product.id);

describe('ActivityOnlyIndex', () => {
  it('prices for the participants, per person rounded up', () => {
    expect(index.search(query()).hits[0]).toMatchObject({ sellPrice: 9_001, refPrice: 10_000, pricePerPerson: 4_501 });
  });

  it('covers a city and 30 km around it, and a region through the centre city', () => {
    expect(ids(query({ destination: { kind: 'place', placeId: 10 } }))).toEqual([1]);
    expect(ids(query({ destination: { kind: 'place', placeId: 1 } }))).toEqual([2, 1]);
    expect(ids(query({ destination: { kind: 'place', placeId: 404 } }))).toEqual([]);
  });

  it('filters by market, tags, theme and per-person price', () => {
    expect(ids(query({ market: 'es_ES' }))).toEqual([3]);
    expect(ids(query({ tags: [101] }))).toEqual([2]);
    expect(ids(query({ themeId: 39 }))).toEqual([2]);
    expect(ids(query({ priceMax: 4_500 }))).toEqual([]);
    expect(ids(query({ participants: 1, priceMin: 5_000 }))).toEqual([2, 1]);
    expect(ids(query({ participants: 3 }))).toEqual([]);
  });

  it('sorts by distance from the destination and by popularity', () => {
    const around = query({ destination: { kind: 'point', latitude: 45.76, longitude: 4.84, radiusKm: 200 }, orderBy: 'distance' });
    expect(ids(around)).toEqual([2, 1]);
    expect(index.search(around).hits[0].distance).toBe(0);
    expect(ids(query({ orderBy: 'priceAsc' }))).toEqual([1, 2]);
  });

  it('pages with a zero-based page and counts every match', () => {
    const result = index.search(query({ limit: 1, page: 1 }));
    expect(result.resultsCount).toBe(2);
    expect(result.hits.map((hit) => hit.product.id)).toEqual([1]);
  });

  it('counts activities disjunctively: the chosen ones do not narrow their own counts, the other criteria do', () => {
    const counts = (criteria: Partial<ActivityOnlyQuery>) => {
      const { resultsCount, activities } = index.facets(query(criteria));
      return { resultsCount, activities };
    };
    expect(counts({})).toEqual({
      resultsCount: 2,
      activities: new Map([
        [100, 1],
        [101, 1],
      ]),
    });
    expect(counts({ tags: [101] })).toEqual({
      resultsCount: 1,
      activities: new Map([
        [100, 1],
        [101, 1],
      ]),
    });
    expect(counts({ themeId: 39 })).toEqual({ resultsCount: 1, activities: new Map([[101, 1]]) });
    expect(counts({ market: 'it_IT' })).toEqual({ resultsCount: 0, activities: new Map() });
  });

  it('counts vouchers per band of the price slider on the price per person, whatever the price filter says', () => {
    const bands = priceHistogramBands('activity');
    const all = index.facets(query());
    expect(all.priceBands.map(({ min, max }) => ({ min, max }))).toEqual(bands);
    expect(all.priceBands.reduce((sum, band) => sum + band.count, 0)).toBe(2);
    for (const band of all.priceBands.filter((entry) => entry.count > 0)) {
      const within = query({ priceMin: band.min, priceMax: band.max === null ? null : band.max - 1 });
      expect(index.search(within).resultsCount).toBe(band.count);
      expect(index.facets(within).priceBands).toEqual(all.priceBands);
    }
    const tagged = index.facets(query({ tags: [101] }));
    expect(tagged.priceBands.reduce((sum, band) => sum + band.count, 0)).toBe(1);
  });

  it('reflects upserts and removals', () => {
    const local = new ActivityOnlyIndex([product(1)], []);
    local.upsert(product(1, { popularity: 50, markets: ['it_IT'] }));
    expect(local.search(query({ market: 'it_IT' })).resultsCount).toBe(1);
    local.remove(1);
    expect(local.get(1)).toBeUndefined();
  });
});
