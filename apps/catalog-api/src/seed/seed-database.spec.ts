import { sql } from 'kysely';
import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import { openSeededTestDatabase, TEST_SCALE, TEST_START_DATE } from './testing/open-seeded-test-database';
import type { OpenedDatabase } from '../db/open-database';
import type { SeedCounts } from './seed-database';
import { FAMILY_THEME_ID } from './catalog-vocabulary';
import { REVIEW_SENTENCES, type ReviewLanguage } from './copy-templates';
import { FULL_SCALE, generateCatalog } from './generate-catalog';
import { calendarLength, calendarStart } from './seed-calendar';

describe('the full-scale catalog (generated in memory)', () => {
  const rows = generateCatalog({ startDate: TEST_START_DATE, scale: 1 });

  it('has the sizes the issue asks for', () => {
    expect(rows.hotels.length).toBeGreaterThanOrEqual(2_000);
    expect(rows.offers.length).toBeGreaterThanOrEqual(6_000);
    expect(rows.activity_only_products.length).toBeGreaterThanOrEqual(500);
    expect(rows.reviews).toHaveLength(FULL_SCALE.reviews);
    expect(rows.offer_calendars).toHaveLength(rows.offers.length);
    expect(rows.offers.filter((offer) => offer.is_giftable).length).toBeGreaterThan(3_000);
    expect(rows.places.filter((place) => place.kind === 'city').length).toBeGreaterThan(3_000);
  });

  it('has every kind of place, themes with the family theme 39 and grouped activities', () => {
    expect(new Set(rows.places.map((place) => place.kind))).toEqual(new Set(['country', 'region', 'department', 'city', 'touristicregion', 'poi', 'searesort', 'skiresort']));
    expect(rows.themes).toHaveLength(24);
    expect(new Set(rows.themes.map((theme) => theme.icon_group)).size).toBe(24);
    expect(rows.themes.find((theme) => theme.id === FAMILY_THEME_ID)?.icon_group).toBe('family');
    const groups = new Set(rows.activity_type_groups.map((group) => group.key));
    expect(rows.activity_types.every((activity) => groups.has(activity.group_key))).toBe(true);
  });

  it('puts real cities under their real region and department', () => {
    const byId = new Map(rows.places.map((place) => [place.id, place]));
    const annecy = rows.places.find((place) => place.kind === 'city' && place.name_fr === 'Annecy');
    expect(byId.get(annecy?.department_id as number)?.name_fr).toBe('Haute-Savoie');
    expect(byId.get(annecy?.region_id as number)?.name_fr).toBe('Auvergne-Rhône-Alpes');
    const sevilla = rows.places.find((place) => place.kind === 'city' && place.name_es === 'Sevilla');
    expect(sevilla?.name_fr).toBe('Séville');
    expect(byId.get(sevilla?.region_id as number)?.name_es).toBe('Andalucía');
    const gent = rows.places.find((place) => place.kind === 'city' && place.name_nl === 'Gent');
    expect(byId.get(gent?.department_id as number)?.name_nl).toBe('Oost-Vlaanderen');
    const leuven = rows.places.find((place) => place.kind === 'city' && place.name_nl === 'Leuven');
    const vilvoorde = rows.places.find((place) => place.kind === 'city' && place.name_nl === 'Vilvoorde');
    expect(leuven?.department_id).toEqual(expect.any(Number));
    expect(leuven?.department_id).toBe(vilvoorde?.department_id);
  });

  it('names each region and department once per country', () => {
    const divisions = rows.places.filter((place) => place.kind === 'region' || place.kind === 'department');
    const keys = divisions.map((place) => `${place.country_code}:${place.kind}:${place.name_en}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('seeding a small catalog', () => {
  let first: OpenedDatabase & { counts: SeedCounts };
  let second: OpenedDatabase & { counts: SeedCounts };

  beforeAll(async () => {
    first = await openSeededTestDatabase();
    second = await openSeededTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('stores the counts it reports, scaled down', async () => {
    expect(first.counts.hotels).toBe(Math.round(FULL_SCALE.hotels * TEST_SCALE));
    expect(first.counts.reviews).toBe(Math.round(FULL_SCALE.reviews * TEST_SCALE));
    for (const [table, count] of Object.entries(first.counts)) {
      const stored = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(first.db);
      expect({ table, count: stored.rows[0].count }).toEqual({ table, count });
    }
  });

  it('is deterministic: two seeds give the same catalog', async () => {
    expect(second.counts).toEqual(first.counts);
    expect(await loadCatalogSnapshot(second.db)).toEqual(await loadCatalogSnapshot(first.db));
    const reviews = (db: OpenedDatabase['db']) => db.selectFrom('reviews').selectAll().orderBy('id').execute();
    expect(await reviews(second.db)).toEqual(await reviews(first.db));
  });

  it('writes each text in its language', async () => {
    const offers = await first.db.selectFrom('offers').select(['label_fr', 'label_es', 'label_it', 'label_nl', 'label_en']).execute();
    for (const offer of offers) {
      expect(offer.label_fr).toMatch(/^(Week-end|Séjour|Escapade)\b.* à /);
      expect(offer.label_es).toMatch(/^(Escapada|Estancia)\b.* en /);
      expect(offer.label_it).toMatch(/^(Weekend|Soggiorno|Fuga)\b.* a /);
      expect(offer.label_nl).toMatch(/^(Weekend|Verblijf|Romantisch|Gezinsweekend|Ontspannen)\b.* in /);
      expect(offer.label_en).toMatch(/ in /);
    }
    const hotel = await first.db.selectFrom('hotels').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(hotel.description_fr).toContain('étoiles');
    expect(hotel.description_es).toContain('estrellas');
    expect(hotel.description_it).toContain('stelle');
    expect(hotel.description_nl).toContain('sterren');
    expect(hotel.description_en).toContain('star');
    const reviews = await first.db.selectFrom('reviews').select(['locale', 'positive_comment', 'negative_comment']).execute();
    for (const review of reviews) {
      const pool = REVIEW_SENTENCES[review.locale.slice(0, 2) as ReviewLanguage];
      let rest = `${review.positive_comment ?? ''} ${review.negative_comment ?? ''}`;
      for (const sentence of [...pool.positive, ...pool.negative]) rest = rest.split(sentence).join('');
      expect({ locale: review.locale, rest: rest.trim() }).toEqual({ locale: review.locale, rest: '' });
    }
    expect(JSON.stringify(offers)).not.toMatch(/lorem|ipsum/i);
  });

  it('stores 12 months of calendar per offer from the start month, with closed days and minimum stays', async () => {
    const calendars = await first.db.selectFrom('offer_calendars').selectAll().execute();
    const start = calendarStart(TEST_START_DATE);
    expect(start).toBe('2026-03-01');
    for (const calendar of calendars) {
      expect(calendar.start_date).toBe(start);
      expect(calendar.prices).toHaveLength(calendarLength(start));
      expect(calendar.min_los).toHaveLength(calendar.prices.length);
      expect(calendar.min_los.every((minLos) => Number.isInteger(minLos) && minLos >= 1)).toBe(true);
      expect(calendar.prices.every((price) => price === null || (Number.isInteger(price) && price > 0))).toBe(true);
    }
    expect(calendars.some((calendar) => calendar.prices.includes(null))).toBe(true);
  });
});
