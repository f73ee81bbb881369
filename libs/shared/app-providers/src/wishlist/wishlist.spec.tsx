import { act, render, screen } from '@testing-library/react';
import { EMPTY_WISHLIST, readWishlist, WISHLIST_LIMIT, WISHLIST_STORAGE_KEY, withWishlisted, type WishlistItem } from './wishlist';
import { getWishlist, setWishlisted, useWishlist } from './wishlist-store';

const hotel = {
  id: 1590,
  uri: '/hotel/1590/manoir-des-cedres',
  label: 'Manoir des Cèdres',
  stars: 3,
  location: { label: 'Suresnes', uri: null, address: '33 avenue de la Gare', zipCode: '92520', latitude: 48.85, longitude: 2.22 },
  review: { count: 40, average: 9.6 },
};

const item = (id: number): WishlistItem => ({ id, label: `Stay ${id}`, imageUrl: `/api/images/${id}/SMALL.svg`, hotel, uri: `/product/${id}/stay` });

afterEach(() => window.localStorage.clear());

describe('the wishlist lists (product-side.md section 3: STAY and ACTIVITY, items with id, label, imageUrl, hotel, uri)', () => {
  it('puts a wished item first, once, and keeps the newest up to the cap', () => {
    let wishlist = EMPTY_WISHLIST;
    for (let id = 1; id <= WISHLIST_LIMIT; id += 1) wishlist = withWishlisted(wishlist, 'STAY', item(id), true);
    wishlist = withWishlisted(wishlist, 'STAY', item(5), true);
    expect(wishlist.STAY.map((entry) => entry.id).slice(0, 3)).toEqual([5, WISHLIST_LIMIT, WISHLIST_LIMIT - 1]);
    expect(wishlist.STAY).toHaveLength(WISHLIST_LIMIT);
    const capped = withWishlisted(wishlist, 'STAY', item(999), true);
    expect(capped.STAY).toHaveLength(WISHLIST_LIMIT);
    expect(capped.STAY[0]?.id).toBe(999);
    expect(capped.STAY.some((entry) => entry.id === 1)).toBe(false);
    expect(capped.ACTIVITY).toEqual([]);
  });

  it('removes an item from its own list only', () => {
    const both = withWishlisted(withWishlisted(EMPTY_WISHLIST, 'STAY', item(7), true), 'ACTIVITY', item(7), true);
    const removed = withWishlisted(both, 'STAY', item(7), false);
    expect(removed.STAY).toEqual([]);
    expect(removed.ACTIVITY.map((entry) => entry.id)).toEqual([7]);
  });

  it('keeps only the item fields, so a product page can pass its richer hotel', () => {
    const richer = { ...item(3), hotel: { ...hotel, description: 'Un manoir', facilities: ['Spa'] } };
    expect(withWishlisted(EMPTY_WISHLIST, 'STAY', richer, true).STAY[0]?.hotel).toEqual(hotel);
  });

  it('reads what storage holds without trusting it: malformed entries, duplicates and foreign schemes go', () => {
    const stored = { STAY: [item(1), { id: 'x' }, null, { ...item(2), uri: 'data:text/html,hello' }, item(1), item(3)], ACTIVITY: 'not a list' };
    expect(readWishlist(stored).STAY.map((entry) => entry.id)).toEqual([1, 3]);
    expect(readWishlist(stored).ACTIVITY).toEqual([]);
    expect(readWishlist('nonsense')).toBe(EMPTY_WISHLIST);
    expect(readWishlist(null)).toBe(EMPTY_WISHLIST);
    expect(readWishlist({ STAY: Array.from({ length: 80 }, (_, index) => item(index + 1)) }).STAY).toHaveLength(WISHLIST_LIMIT);
  });
});

describe('the wishlist store (one for the page, kept in local storage)', () => {
  it('survives damaged storage and returns the same snapshot until the storage changes', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '{not json');
    expect(getWishlist()).toEqual(EMPTY_WISHLIST);
    setWishlisted('STAY', item(1), true);
    expect(getWishlist()).toBe(getWishlist());
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null').STAY[0].id).toBe(1);
  });

  function Count({ name }: { name: string }) {
    const wishlist = useWishlist();
    return <p>{`${name}: ${wishlist.STAY.length} stays, ${wishlist.ACTIVITY.length} activities`}</p>;
  }

  it('updates every reader when one toggles an item, and when another tab writes', () => {
    render(
      <>
        <Count name="card" />
        <Count name="drawer" />
      </>,
    );
    act(() => setWishlisted('ACTIVITY', item(4), true));
    expect(screen.getByText('card: 0 stays, 1 activities')).toBeTruthy();
    expect(screen.getByText('drawer: 0 stays, 1 activities')).toBeTruthy();
    act(() => {
      window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ STAY: [item(1), item(2)], ACTIVITY: [] }));
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    });
    expect(screen.getByText('drawer: 2 stays, 0 activities')).toBeTruthy();
  });

  it('keeps two bundled copies of the store in step (the shell and a remote each carry one)', () => {
    let other: typeof import('./wishlist-store') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./wishlist-store')>('./wishlist-store');
    });
    if (!other) throw new Error('second copy not loaded');
    const heard = jest.fn();
    const unsubscribe = other.subscribeWishlist(heard);
    expect(other.getWishlist().STAY).toEqual([]);
    setWishlisted('STAY', item(9), true);
    expect(heard).toHaveBeenCalled();
    expect(other.getWishlist().STAY.map((entry) => entry.id)).toEqual([9]);
    other.setWishlisted('STAY', item(9), false);
    expect(getWishlist().STAY).toEqual([]);
    unsubscribe();
  });
});
