import { priceHistogramBands } from '@escapade/util-criteria';
import fc from 'fast-check';
import { OfferIndex, smallest } from './offer-index';
import { NO_FILTERS } from './search-query';
import { calendar, offer, smallCatalog, stayQuery } from './testing/catalog-fixture';

const ids = (result: { hits: { offer: { id: number } }[] }) => result.hits.map((hit) => hit.offer.id);

describe('OfferIndex search', () => {
  const index = new OfferIndex(smallCatalog());

  it('returns one card per hotel with numberOfPackagesPerHotel 1 and flags hotels with more offers', () => {
    const result = index.search(stayQuery({ orderBy: 'priceAsc' }));
    expect(result.resultsCount).toBe(3);
    expect(ids(result)).toEqual([21, 12, 31]);
    expect(result.hits.map((hit) => hit.hasMoreOffers)).toEqual([false, true, false]);
  });

  it('returns every package of a hotel when asked for more per hotel', () => {
    const result = index.search(stayQuery({ destination: { kind: 'hotel', hotelId: 1 }, numberOfPackagesPerHotel: 20, orderBy: 'priceAsc' }));
    expect(ids(result)).toEqual([12, 11]);
  });

  it('keeps offers of the market only', () => {
    expect(ids(index.search(stayQuery({ market: 'fr_BE', orderBy: 'priceAsc' })))).toEqual([21, 12]);
    expect(index.search(stayQuery({ market: 'es_ES' })).resultsCount).toBe(0);
  });

  it('gives the lowest price over the calendar as a From price when no dates are chosen', () => {
    const [hit] = index.search(stayQuery({ destination: { kind: 'hotel', hotelId: 2 } })).hits;
    expect(hit).toMatchObject({ price: 9_000, priceType: 'from', nights: 1 });
  });

  it('prices a dated stay for the party: children at half an adult, babies free, a lone adult three quarters', () => {
    const at = (party: { adults: number; children: number; babies: number }) =>
      index.search(stayQuery({ destination: { kind: 'hotel', hotelId: 2 }, checkin: '2026-12-02', nights: 2, party })).hits[0];
    expect(at({ adults: 2, children: 0, babies: 0 })).toMatchObject({ price: 18_000, priceType: 'final', nights: 2 });
    expect(at({ adults: 2, children: 1, babies: 1 }).price).toBe(22_500);
    expect(at({ adults: 1, children: 0, babies: 0 }).price).toBe(13_500);
  });

  it('leaves out offers closed on a night of the stay or below their minimum stay', () => {
    const closedNight = stayQuery({ destination: { kind: 'hotel', hotelId: 1 }, numberOfPackagesPerHotel: 20, checkin: '2026-12-03', nights: 2 });
    expect(ids(index.search(closedNight))).toEqual([11]);
    const minStay = stayQuery({ destination: { kind: 'hotel', hotelId: 2 }, checkin: '2026-12-06', nights: 1 });
    expect(index.search(minStay).resultsCount).toBe(0);
    expect(index.search({ ...minStay, nights: 2 }).resultsCount).toBe(1);
  });

  it('finds hotels by region, department, city radius and around a resort', () => {
    const count = (placeId: number) => index.search(stayQuery({ destination: { kind: 'place', placeId } })).resultsCount;
    expect(count(1)).toBe(3);
    expect(count(2)).toBe(2);
    expect(count(20)).toBe(1);
    expect(count(30)).toBe(2);
    expect(count(999)).toBe(0);
  });

  it('filters by theme and by activity tags', () => {
    expect(ids(index.search(stayQuery({ themeId: 39 })))).toEqual([11]);
    expect(ids(index.search(stayQuery({ filters: { ...NO_FILTERS, tags: [101] } })))).toEqual([12]);
  });

  it('combines values of one filter with OR and different filters with AND', () => {
    const filters = { ...NO_FILTERS, stars: [3, 5], facilities: ['spa'] };
    expect(ids(index.search(stayQuery({ filters, orderBy: 'priceAsc' })))).toEqual([31]);
    expect(index.search(stayQuery({ filters: { ...NO_FILTERS, stars: [3, 5] } })).resultsCount).toBe(2);
  });

  it('filters by minimum review score, price range, pets and distance from the origin', () => {
    expect(ids(index.search(stayQuery({ filters: { ...NO_FILTERS, minHotelReviewScore: 9 } })))).toEqual([12]);
    expect(ids(index.search(stayQuery({ filters: { ...NO_FILTERS, priceMin: 10_000, priceMax: 20_000 }, orderBy: 'priceAsc' })))).toEqual([12]);
    expect(index.search(stayQuery({ filters: { ...NO_FILTERS, petsAllowed: true } })).resultsCount).toBe(1);
    const nearAnnecy = stayQuery({ origin: { latitude: 45.9, longitude: 6.12 }, filters: { ...NO_FILTERS, distanceMax: 10 } });
    expect(index.search(nearAnnecy).resultsCount).toBe(2);
  });

  it('sorts by distance, promo, popularity and price-quality', () => {
    const fromLyon = stayQuery({ origin: { latitude: 45.76, longitude: 4.84 }, orderBy: 'distance' });
    const byDistance = index.search(fromLyon);
    expect(ids(byDistance)).toEqual([31, 11, 21]);
    expect(byDistance.hits[0].distance).toBe(0);
    expect(ids(index.search(stayQuery({ orderBy: 'promo', numberOfPackagesPerHotel: 20 })))).toEqual([11, 31, 21, 12]);
    expect(ids(index.search(stayQuery({ orderBy: 'popularity', numberOfPackagesPerHotel: 20 })))).toEqual([12, 11, 21, 31]);
    // 150 € at 9.1 beats 90 € at 7.4? 15000*1000/91 = 164835 > 9000*1000/74 = 121621, so no.
    expect(ids(index.search(stayQuery({ orderBy: 'priceQuality' })))).toEqual([21, 12, 31]);
  });

  it('searches gifts among giftable offers at their voucher price for the chosen nights', () => {
    const gifts = index.search(stayQuery({ flowType: 'gift', orderBy: 'svPriceDesc' }));
    expect(gifts.hits.map((hit) => [hit.offer.id, hit.price, hit.priceType])).toEqual([
      [31, 25_000, 'gift'],
      [21, 12_000, 'gift'],
    ]);
    const twoNights = index.search(stayQuery({ flowType: 'gift', giftNights: 2, orderBy: 'svPriceAsc' }));
    expect(twoNights.hits.map((hit) => [hit.offer.id, hit.price, hit.nights])).toEqual([[21, 21_000, 2]]);
  });

  it('pages the results with a zero-based page', () => {
    const query = stayQuery({ orderBy: 'priceAsc', limit: 2 });
    expect(ids(index.search(query))).toEqual([21, 12]);
    expect(ids(index.search({ ...query, page: 1 }))).toEqual([31]);
    expect(index.search({ ...query, page: 1 }).resultsCount).toBe(3);
  });

  it('returns map markers for every matching hotel with its offer ids', () => {
    const { markers } = index.search(stayQuery({ limit: 1, numberOfPackagesPerHotel: 20, orderBy: 'priceAsc' }), { withMarkers: true });
    expect(markers?.map((marker) => [marker.hotel.id, marker.offerIds])).toEqual([
      [2, [21]],
      [1, [12, 11]],
      [3, [31]],
    ]);
  });
});

describe('OfferIndex facets', () => {
  const index = new OfferIndex(smallCatalog());

  it('counts distinct hotels per value', () => {
    const facets = index.facets(stayQuery());
    expect(facets.facilities).toEqual(
      new Map([
        ['pool', 2],
        ['spa', 2],
        ['pets', 1],
      ]),
    );
    expect(facets.stars).toEqual(
      new Map([
        [4, 1],
        [3, 1],
        [5, 1],
      ]),
    );
    expect(facets.hotelScores).toEqual(
      new Map([
        [7, 2],
        [8, 1],
        [8.5, 1],
        [9, 1],
      ]),
    );
    expect(facets.activities).toEqual(
      new Map([
        [100, 1],
        [101, 1],
      ]),
    );
  });

  it('is disjunctive: a facet ignores its own selection but other facets narrow it', () => {
    const facets = index.facets(stayQuery({ filters: { ...NO_FILTERS, stars: [5] } }));
    expect(facets.stars).toEqual(
      new Map([
        [4, 1],
        [3, 1],
        [5, 1],
      ]),
    );
    expect(facets.facilities).toEqual(new Map([['spa', 1]]));
  });

  it('counts hotels per band of the price slider, the price filter itself left out, as choosing the band would find them', () => {
    const all = index.facets(stayQuery());
    expect(all.priceBands.map(({ min, max }) => ({ min, max }))).toEqual(priceHistogramBands('booking'));
    expect(all.priceBands.reduce((sum, band) => sum + band.count, 0)).toBeGreaterThanOrEqual(index.search(stayQuery()).resultsCount);
    const filled = all.priceBands.filter((band) => band.count > 0);
    expect(filled.length).toBeGreaterThan(0);
    for (const band of filled) {
      const filters = { ...NO_FILTERS, priceMin: band.min, priceMax: band.max === null ? null : band.max - 1 };
      expect(index.search(stayQuery({ filters })).resultsCount).toBe(band.count);
      expect(index.facets(stayQuery({ filters })).priceBands).toEqual(all.priceBands);
    }
    const fiveStars = index.facets(stayQuery({ filters: { ...NO_FILTERS, stars: [5] } }));
    expect(fiveStars.priceBands.reduce((sum, band) => sum + band.count, 0)).toBe(1);
  });

  it("counts 'pets' (petsAllowed) as one facility, combined with the others by OR like any of them", () => {
    const withPets = stayQuery({ filters: { ...NO_FILTERS, petsAllowed: true } });
    expect(index.facets(withPets).facilities).toEqual(index.facets(stayQuery()).facilities);
    expect(index.search(withPets).resultsCount).toBe(index.facets(stayQuery()).facilities.get('pets'));
    const poolOrPets = stayQuery({ filters: { ...NO_FILTERS, facilities: ['pool'], petsAllowed: true }, orderBy: 'priceAsc' });
    expect(ids(index.search(poolOrPets))).toEqual([21, 12]);
    // Hotel 1 allows pets without listing the facility: petsAllowed decides.
    expect(index.search(stayQuery({ filters: { ...NO_FILTERS, facilities: ['pets'] } })).resultsCount).toBe(1);
  });
});

describe('OfferIndex updates', () => {
  it('answers the same criteria with the written data after a write, not with the cached answer', () => {
    const index = new OfferIndex(smallCatalog());
    const query = stayQuery({ destination: { kind: 'place', placeId: 10 } });
    expect(index.search(query).hits.map((hit) => [hit.offer.id, hit.price])).toEqual([
      [21, 9_000],
      [12, 15_000],
    ]);
    index.upsert(offer({ id: 21, hotelId: 2, calendar: calendar(7_000) }));
    expect(index.search(query).hits.map((hit) => [hit.offer.id, hit.price])).toEqual([
      [21, 7_000],
      [12, 15_000],
    ]);
    index.remove(12);
    expect(index.facets(query).stars).toEqual(
      new Map([
        [3, 1],
        [4, 1],
      ]),
    );
  });

  it('re-indexes a changed offer and drops a removed one', () => {
    const index = new OfferIndex(smallCatalog());
    index.upsert(offer({ id: 21, hotelId: 2, calendar: calendar(50_000), markets: ['es_ES'] }));
    expect(index.search(stayQuery({ destination: { kind: 'hotel', hotelId: 2 } })).resultsCount).toBe(0);
    expect(index.search(stayQuery({ market: 'es_ES' })).hits[0]).toMatchObject({ price: 50_000 });

    index.remove(11);
    index.upsert(offer({ id: 99, hotelId: 3 }));
    expect(index.offerIdsOfHotel(1)).toEqual([12]);
    expect(index.offerIdsOfHotel(3)).toEqual([31, 99]);
    expect(index.size).toBe(4);
    expect(() => index.upsert(offer({ id: 100, hotelId: 404 }))).toThrow('unknown hotel 404');
  });
});

describe('OfferIndex cache of prepared criteria', () => {
  it('answers as a fresh index once its oldest criteria were dropped and their arrays written over', () => {
    // More criteria than the cache keeps, with and without an origin (the distances array), then the same again.
    const queries = Array.from({ length: 150 }, (_, turn) =>
      stayQuery({
        party: { adults: 1 + (turn % 4), children: turn % 3, babies: 0 },
        checkin: turn % 2 === 0 ? null : `2026-12-${String(2 + (turn % 9)).padStart(2, '0')}`,
        nights: 1 + (turn % 3),
        origin: turn % 5 === 0 ? { latitude: 45.9 + turn / 1_000, longitude: 6.1 } : null,
        orderBy: turn % 5 === 0 ? 'distance' : 'priceAsc',
      }),
    );
    const reused = new OfferIndex(smallCatalog());
    const answers = (index: OfferIndex, query: (typeof queries)[number]) => ({ result: index.search(query, { withMarkers: true }), facets: index.facets(query) });
    for (const query of [...queries, ...queries]) expect(answers(reused, query)).toEqual(answers(new OfferIndex(smallCatalog()), query));
  });
});

describe('smallest', () => {
  it('gives the first rows of the full order, in order, for any rows, count and order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 5_000 }), { maxLength: 300 }),
        fc.integer({ min: -1, max: 320 }),
        fc.integer({ min: 1, max: 7 }),
        (rows, count, modulo) => {
          // A total order with many ties on the first key, broken by the row itself, as the comparators do.
          const compare = (a: number, b: number) => (a % modulo) - (b % modulo) || b - a;
          expect(smallest(rows, count, compare)).toEqual([...rows].sort(compare).slice(0, Math.max(count, 0)));
        },
      ),
    );
  });
});
