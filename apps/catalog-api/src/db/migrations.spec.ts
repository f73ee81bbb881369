import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { appliedMigrations, migrateToCatalogTables, migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { openDatabase, type OpenedDatabase } from './open-database';

const CATALOG_TABLES = [
  'activity_centers',
  'activity_only_prices',
  'activity_only_products',
  'activity_type_groups',
  'activity_types',
  'hotel_attributes',
  'hotels',
  'images',
  'offer_calendars',
  'offer_gift_prices',
  'offer_program_lines',
  'offers',
  'places',
  'reviews',
  'themes',
];

/** Tables created after the seed's bulk load: the promos' price history and the offers' extras. */
const LATER_CATALOG_TABLES = ['activity_only_price_history', 'offer_price_history', 'offer_upsells'];

/** The purchase path's tables: orders, their items, buyers, payments, idempotency keys, the outbox, promotion codes and gift vouchers. */
const ORDER_TABLES = ['buyers', 'gift_vouchers', 'idempotency_keys', 'order_items', 'orders', 'outbox', 'payments', 'promotion_codes'];

const CONTENT_TABLES = ['analytics_events', 'client_logs', 'contact_cases', 'content_documents', 'newsletter_subscriptions', 'not_found_hits'];

/** The gift setup's reference tables: shipping costs and the customization's categories and options. */
const GIFT_CUSTOMIZATION_TABLES = ['custom_sub_element_categories', 'custom_sub_elements', 'gift_shipping_costs'];

/** Customer accounts, their sessions, credentials and verifications, and the sign-in brake's counters. */
const ACCOUNT_TABLES = ['customer_accounts', 'customer_credentials', 'customer_sessions', 'customer_verifications', 'sign_in_throttles'];

describe('migrations', () => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await openDatabase({ inMemory: true });
  }, 30_000);
  afterAll(() => opened?.close());

  it('apply in order on an empty database: tables first, keys and indexes after', async () => {
    expect(await appliedMigrations(opened.db)).toEqual([]);
    expect(await migrateToCatalogTables(opened.db)).toEqual(['0001-catalog']);
    const tables = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely%' order by 1`.execute(opened.db);
    expect(tables.rows.map((row) => row.name)).toEqual(CATALOG_TABLES);
    const keysBefore = await sql<{
      count: number;
    }>`select count(*)::int as count from information_schema.table_constraints where table_schema = 'public' and constraint_type = 'PRIMARY KEY' and table_name not like 'kysely%'`.execute(
      opened.db,
    );
    expect(keysBefore.rows[0].count).toBe(0);

    expect(await migrateToLatest(opened.db)).toEqual(Object.keys(MIGRATIONS).slice(1));
    const keysAfter = await sql<{
      count: number;
    }>`select count(*)::int as count from information_schema.table_constraints where table_schema = 'public' and constraint_type = 'PRIMARY KEY' and table_name not like 'kysely%'`.execute(
      opened.db,
    );
    // Every catalog table gets its key, and so do the price history, the extras, the six content, visitor-event and contact tables the purchase path's, the gift setup's and the accounts'.
    expect(keysAfter.rows[0].count).toBe(
      CATALOG_TABLES.length + LATER_CATALOG_TABLES.length + CONTENT_TABLES.length + ORDER_TABLES.length + GIFT_CUSTOMIZATION_TABLES.length + ACCOUNT_TABLES.length,
    );
    expect(await migrateToLatest(opened.db)).toEqual([]);
  });

  it('give accent- and case-folding for the trigram indexes', async () => {
    const result = await sql<{
      folded: string;
      similar: boolean;
    }>`select lower(immutable_unaccent(${'Liège Saint-Étienne'})) as folded, similarity(${'annecy'}, ${'anecy'}) > 0.3 as similar`.execute(opened.db);
    expect(result.rows[0]).toEqual({ folded: 'liege saint-etienne', similar: true });
  });

  it('keep a failed transaction out of the data (the PGlite driver serializes and rolls back)', async () => {
    const insertTheme = (id: number) =>
      opened.db
        .insertInto('themes')
        .values({ id, icon_group: 'test', slug: `test-${id}`, name_fr: 'x', name_es: 'x', name_it: 'x', name_nl: 'x', name_en: 'x' })
        .execute();
    await expect(
      opened.db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('themes')
          .values({ id: 900, icon_group: 'test', slug: 'test-900', name_fr: 'x', name_es: 'x', name_it: 'x', name_nl: 'x', name_en: 'x' })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await Promise.all([insertTheme(901), insertTheme(902), insertTheme(903)]);
    const ids = await opened.db.selectFrom('themes').select('id').where('id', '>=', 900).orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([901, 902, 903]);
  });
});

describe('a PGlite data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'catalog-pglite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is reused on the next open, with the extensions loaded again', async () => {
    const first = await openDatabase({ dataDir: folder });
    await migrateToLatest(first.db);
    await first.close();

    const second = await openDatabase({ dataDir: folder });
    try {
      expect(await appliedMigrations(second.db)).toEqual(Object.keys(MIGRATIONS));
      const result = await sql<{ folded: string }>`select immutable_unaccent(${'Besançon'}) as folded`.execute(second.db);
      expect(result.rows[0].folded).toBe('Besancon');
    } finally {
      await second.close();
    }
  }, 30_000);
});
