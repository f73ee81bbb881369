import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';
import type { OpenedDatabase } from '../../db/open-database';
import { CatalogSearch } from '../catalog-search';
import { NO_FILTERS, type OfferSearchQuery } from '../search-query';
import { addDays } from '@escapade/util-market';
import { CatalogWriteError, updateOfferCalendar } from './catalog-writes';

describe('catalog writes reach the next search', () => {
  let database: OpenedDatabase;
  let catalog: CatalogSearch;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    catalog = new CatalogSearch(await loadCatalogSnapshot(database.db));
  }, 120_000);
  afterAll(() => database?.close());

  /** An offer with an open night, and the search for exactly that stay. */
  function openStay(): { offerId: number; checkin: string; query: OfferSearchQuery } {
    const offer = catalog.snapshot.offers.find((candidate) => candidate.calendar.minLos[40] === 1 && candidate.calendar.prices[40] !== null) ?? catalog.snapshot.offers[0];
    const checkin = addDays(offer.calendar.start, 40);
    const query: OfferSearchQuery = {
      market: offer.markets[0],
      language: 'fr',
      flowType: 'offer',
      destination: { kind: 'hotel', hotelId: offer.hotelId },
      origin: null,
      themeId: null,
      checkin,
      nights: 1,
      party: { adults: 2, children: 0, babies: 0 },
      giftNights: null,
      filters: NO_FILTERS,
      orderBy: 'priceAsc',
      page: 0,
      limit: 50,
      numberOfPackagesPerHotel: 20,
    };
    return { offerId: offer.id, checkin, query };
  }

  it('a new price is the price of the next search, in the database and in the read model', async () => {
    const { offerId, checkin, query } = openStay();
    await updateOfferCalendar(database.db, catalog, { offerId, from: checkin, prices: [12_345] });
    const hit = catalog.offers.search(query).hits.find((candidate) => candidate.offer.id === offerId);
    expect(hit?.price).toBe(12_345);
    const stored = await database.db.selectFrom('offers').select('version').where('id', '=', offerId).executeTakeFirstOrThrow();
    expect(stored.version).toBeGreaterThan(1);
  });

  it('a closed night takes the offer out of searches for that stay', async () => {
    const { offerId, checkin, query } = openStay();
    expect(catalog.offers.search(query).hits.map((hit) => hit.offer.id)).toContain(offerId);
    await updateOfferCalendar(database.db, catalog, { offerId, from: checkin, prices: [null] });
    expect(catalog.offers.search(query).hits.map((hit) => hit.offer.id)).not.toContain(offerId);
    const reloaded = new CatalogSearch(await loadCatalogSnapshot(database.db));
    expect(reloaded.offers.search(query).hits.map((hit) => hit.offer.id)).not.toContain(offerId);
  });

  it('refuses unknown offers, days outside the calendar and bad prices without changing anything', async () => {
    const { offerId, checkin } = openStay();
    await expect(updateOfferCalendar(database.db, catalog, { offerId: 999_999, from: checkin, prices: [1] })).rejects.toMatchObject({ reason: 'unknown-offer' });
    await expect(updateOfferCalendar(database.db, catalog, { offerId, from: '1999-01-01', prices: [1] })).rejects.toMatchObject({ reason: 'outside-calendar' });
    await expect(updateOfferCalendar(database.db, catalog, { offerId, from: checkin, prices: [-5] })).rejects.toBeInstanceOf(CatalogWriteError);
  });
});
