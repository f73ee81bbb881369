import { openSeededTestDatabase } from '../seed/testing/open-seeded-test-database';
import type { OpenedDatabase } from '../db/open-database';
import type { CatalogSnapshot } from './catalog-snapshot';
import { loadActivityOnlyByIds, loadCatalogSnapshot, loadOffersByIds } from './load-catalog-snapshot';

const LANGUAGES = ['en', 'es', 'fr', 'it', 'nl'];

describe('loadCatalogSnapshot', () => {
  let opened: OpenedDatabase;
  let snapshot: CatalogSnapshot;

  beforeAll(async () => {
    opened = await openSeededTestDatabase();
    snapshot = await loadCatalogSnapshot(opened.db);
  }, 60_000);
  afterAll(() => opened?.close());

  it('reads every part of the catalog with the snapshot types', () => {
    const place = snapshot.places.find((candidate) => candidate.kind === 'city');
    expect(place).toEqual({
      id: expect.any(Number),
      kind: 'city',
      names: expect.any(Object),
      slug: expect.any(String),
      countryCode: 'FR',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      population: expect.any(Number),
      postalCode: expect.stringMatching(/^\d{5}$/),
      departmentId: expect.any(Number),
      regionId: expect.any(Number),
    });
    expect(Object.keys(place?.names ?? {}).sort()).toEqual(LANGUAGES);
    expect(snapshot.themes.length).toBe(24);
    expect(snapshot.activityTypes.every((activity) => Object.keys(activity.groupNames).sort().join() === LANGUAGES.join())).toBe(true);
    expect(snapshot.hotelAttributes?.some((attribute) => attribute.kind === 'facility' && attribute.value === 'pets')).toBe(true);

    const hotel = snapshot.hotels[0];
    expect([1, 2, 3, 4, 5]).toContain(hotel.stars);
    expect(hotel.imageIds.length).toBeGreaterThan(0);
    expect(Array.isArray(hotel.facilities)).toBe(true);
    expect(hotel.petsAllowed).toBe(hotel.facilities.includes('pets'));
    expect(snapshot.hotels.some((candidate) => candidate.reviewCount > 0 && typeof candidate.reviewAverage === 'number')).toBe(true);

    const offer = snapshot.offers[0];
    expect(offer.calendar.start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(offer.version).toBe(1);
    expect(['FREE', 'PARTIAL', 'NCNR']).toContain(offer.cancellationType);
    const giftable = snapshot.offers.find((candidate) => candidate.isGiftable);
    expect(giftable?.giftPrices[0]).toEqual({ nights: expect.any(Number), sellPrice: expect.any(Number) });
    expect(snapshot.offers.filter((candidate) => !candidate.isGiftable).every((candidate) => candidate.giftPrices.length === 0)).toBe(true);

    const product = snapshot.activityOnlyProducts[0];
    expect(product.prices[0]).toEqual({ participants: 1, sellPrice: expect.any(Number), refPrice: expect.any(Number) });
    expect(product.activityCenter).toEqual({
      label: expect.any(String),
      cityId: expect.any(Number),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      stars: expect.any(Number),
    });

    const hotelIds = new Set(snapshot.hotels.map((candidate) => candidate.id));
    expect(snapshot.offers.every((candidate) => hotelIds.has(candidate.hotelId))).toBe(true);
  });

  it('gives each offer the room of its program’s first room line, one object per room name', async () => {
    const offer = snapshot.offers[2];
    const [line] = await opened.db
      .selectFrom('offer_program_lines')
      .select(['title_fr', 'title_en'])
      .where('offer_id', '=', offer.id)
      .where('type', '=', 'ROOM')
      .orderBy('position')
      .limit(1)
      .execute();
    expect(offer.roomLabels).toEqual(expect.objectContaining({ fr: line.title_fr, en: line.title_en }));
    const sameRoom = snapshot.offers.filter((candidate) => candidate.roomLabels?.en === line.title_en);
    expect(sameRoom.length).toBeGreaterThan(1);
    expect(new Set(sameRoom.map((candidate) => candidate.roomLabels)).size).toBe(1);
    await opened.db.deleteFrom('offer_program_lines').where('offer_id', '=', offer.id).where('type', '=', 'ROOM').execute();
    const [withoutRoom] = await loadOffersByIds(opened.db, [offer.id]);
    expect(withoutRoom.roomLabels).toBeNull();
  });

  it('re-reads changed offers and vouchers by id, with the bumped version', async () => {
    const offer = snapshot.offers[1];
    await opened.db
      .updateTable('offers')
      .set((eb) => ({ available_rooms: 2, version: eb('version', '+', 1) }))
      .where('id', '=', offer.id)
      .execute();
    const [patched] = await loadOffersByIds(opened.db, [offer.id]);
    expect(patched).toEqual({ ...offer, availableRooms: 2, version: offer.version + 1 });
    expect(await loadOffersByIds(opened.db, [])).toEqual([]);
    expect(await loadOffersByIds(opened.db, [999_999])).toEqual([]);

    const product = snapshot.activityOnlyProducts[0];
    expect(await loadActivityOnlyByIds(opened.db, [product.id])).toEqual([product]);
  });
});
