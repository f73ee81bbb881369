import { sql } from 'kysely';
import fc from 'fast-check';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { openSeededTestDatabase, TEST_START_DATE } from '../../seed/testing/open-seeded-test-database';
import type { OpenedDatabase } from '../../db/open-database';
import { OfferIndex } from '../offer-index';
import { referenceFacets, referenceSearch } from './reference-search';
import { NO_FILTERS, type OfferSearchQuery } from '../search-query';
import { addDays } from '@escapade/util-market';

/** Random criteria over the seeded catalog's own values, so most of them find something. */
function queryArbitrary(snapshot: CatalogSnapshot): fc.Arbitrary<OfferSearchQuery> {
  const values = <T>(list: readonly T[]) => (list.length === 0 ? fc.constant<T[]>([]) : fc.subarray([...new Set(list)], { maxLength: 3 }));
  const hotels = snapshot.hotels;
  const places = snapshot.places.filter((place) => place.kind !== 'country' || place.countryCode === 'FR');
  const destination = fc.oneof(
    fc.constant(null),
    fc.constantFrom(...places).map((place) => ({ kind: 'place' as const, placeId: place.id })),
    fc.constantFrom(...hotels).map((hotel) => ({ kind: 'hotel' as const, hotelId: hotel.id })),
    fc.constantFrom(...hotels).map((hotel) => ({ kind: 'point' as const, latitude: hotel.latitude + 0.05, longitude: hotel.longitude - 0.05 })),
  );
  return fc
    .record({
      market: fc.constantFrom('fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE' as const),
      flowType: fc.constantFrom('offer', 'gift' as const),
      destination,
      themeId: fc.option(fc.constantFrom(...snapshot.themes.map((theme) => theme.id)), { nil: null }),
      checkin: fc.option(
        fc.integer({ min: -2, max: 380 }).map((day) => addDays(TEST_START_DATE, day)),
        { nil: null },
      ),
      nights: fc.integer({ min: 1, max: 4 }),
      party: fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 2 }), babies: fc.integer({ min: 0, max: 1 }) }),
      giftNights: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      filters: fc.record({
        hotelTypes: values(hotels.map((hotel) => hotel.hotelType)),
        hotelEnvironments: values(hotels.map((hotel) => hotel.hotelEnvironment)),
        hotelStyles: values(hotels.flatMap((hotel) => hotel.hotelStyles)),
        stars: values([1, 2, 3, 4, 5]),
        minHotelReviewScore: fc.constantFrom(null, 7, 8, 8.5, 9),
        priceMin: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
        priceMax: fc.option(fc.integer({ min: 10_000, max: 200_000 }), { nil: null }),
        facilities: values(hotels.flatMap((hotel) => hotel.facilities)),
        petsAllowed: fc.boolean(),
        tags: values(snapshot.activityTypes.map((type) => type.id)),
        distanceMin: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        distanceMax: fc.option(fc.integer({ min: 5, max: 200 }), { nil: null }),
      }),
      orderBy: fc.constantFrom('priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc' as const),
      page: fc.integer({ min: 0, max: 2 }),
      limit: fc.integer({ min: 3, max: 20 }),
      numberOfPackagesPerHotel: fc.constantFrom(1, 3),
    })
    .map((query): OfferSearchQuery => {
      // Criteria the route would send: no dates for gifts, distances only around a point, sparse filters.
      const point = query.destination?.kind === 'point' ? query.destination : null;
      const filters = { ...NO_FILTERS, ...query.filters, distanceMin: point ? query.filters.distanceMin : null, distanceMax: point ? query.filters.distanceMax : null };
      return {
        ...query,
        language: 'fr',
        origin: point ? { latitude: point.latitude, longitude: point.longitude } : null,
        checkin: query.flowType === 'gift' ? null : query.checkin,
        giftNights: query.flowType === 'gift' ? query.giftNights : null,
        filters,
      };
    });
}

describe('the read model agrees with the reference SQL', () => {
  let database: OpenedDatabase;
  let snapshot: CatalogSnapshot;
  let index: OfferIndex;

  beforeAll(async () => {
    database = await openSeededTestDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true });
    // Every fifth night of every third offer sold out, as orders leave them: both sides read the rooms too.
    await sql`update offer_calendars set rooms = array(select (case when night % 5 = 0 then 0 else 3 end)::smallint from generate_series(1, cardinality(prices)) night) where offer_id % 3 = 0`.execute(
      database.db,
    );
    snapshot = await loadCatalogSnapshot(database.db);
    index = new OfferIndex(snapshot);
  }, 120_000);

  afterAll(() => database?.close());

  it('on results, counts and facet counts for random criteria', async () => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary(snapshot), async (query) => {
        const fromIndex = index.search(query);
        const fromSql = await referenceSearch(database.db, query);
        expect({ resultsCount: fromIndex.resultsCount, ids: fromIndex.hits.map((hit) => hit.offer.id) }).toEqual(fromSql);
        const facets = index.facets(query);
        expect(facets).toEqual(await referenceFacets(database.db, query));
        // A bar of the price histogram counts what choosing its band finds (one card per hotel).
        const band = facets.priceBands[Math.abs(query.page * 7 + query.limit) % facets.priceBands.length];
        const inBand = { ...query, numberOfPackagesPerHotel: 1, filters: { ...query.filters, priceMin: band.min, priceMax: band.max === null ? null : band.max - 1 } };
        expect(index.search(inBand).resultsCount).toBe(band.count);
      }),
      { numRuns: Number(process.env.REFERENCE_RUNS ?? 200), seed: process.env.REFERENCE_SEED ? Number(process.env.REFERENCE_SEED) : undefined },
    );
  }, 300_000);

  it('finds something for most criteria, so the agreement is not about empty lists', async () => {
    const queries = fc.sample(queryArbitrary(snapshot), { numRuns: 40, seed: 42 });
    const found = queries.filter((query) => index.search({ ...query, filters: NO_FILTERS }).resultsCount > 0);
    expect(found.length).toBeGreaterThan(10);
  });
});
