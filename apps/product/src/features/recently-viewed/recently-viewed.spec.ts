import { addRecentlyViewed, readRecentlyViewed, RECENTLY_VIEWED_LIMIT, type RecentlyViewedItem } from './recently-viewed';

const item = (id: number, type: RecentlyViewedItem['type'] = 'STAY'): RecentlyViewedItem => ({
  type,
  id,
  label: `Item ${id}`,
  imageUrl: `/api/images/${id}/SMALL.svg`,
  uri: `/product/${id}`,
  price: { sellPrice: 10_000, refPrice: null, promo: 0 },
  place: { label: 'Hotel', location: 'Paris' },
});

describe('recently viewed (product-side.md section 4)', () => {
  it('puts the viewed item first, removing its earlier copy and keeping the newest up to the limit', () => {
    const list = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => item(index + 1));
    const next = addRecentlyViewed(list, item(5));
    expect(next.map((entry) => entry.id)).toEqual([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(addRecentlyViewed(list, item(99)).map((entry) => entry.id)).toEqual([99, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps a stay and an activity with the same id apart', () => {
    expect(addRecentlyViewed([item(7, 'STAY')], item(7, 'ACTIVITY'))).toHaveLength(2);
  });

  it('reads what storage holds without trusting it: malformed entries and duplicates go, foreign links too', () => {
    const stored = [item(1), { ...item(2), uri: 'https://evil.example/' }, { ...item(4), uri: '//evil.example/' }, { id: 'x' }, null, item(1), item(3, 'ACTIVITY')];
    expect(readRecentlyViewed(stored).map((entry) => `${entry.type}:${entry.id}`)).toEqual(['STAY:1', 'ACTIVITY:3']);
    expect(readRecentlyViewed('not a list')).toEqual([]);
    expect(readRecentlyViewed(Array.from({ length: 30 }, (_, index) => item(index + 1)))).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });
});
