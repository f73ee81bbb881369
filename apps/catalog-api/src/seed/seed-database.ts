import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { BulkLoadedTable, CatalogRows } from './catalog-rows';
import { generateCatalog } from './generate-catalog';
import { today } from './seed-calendar';

/** What to seed: the first month of the calendars and the size of the catalog. */
export interface SeedOptions {
  /** The calendars start on the first day of this date's month (ISO date or Date); defaults to today. */
  startDate?: string | Date;
  /** 1 for the full catalog; less for a smaller one (tests use 0.02 or so). */
  scale?: number;
}

/** Row counts per table, as the seed CLI prints them. */
export type SeedCounts = Record<BulkLoadedTable, number>;

/** Order of the inserts: parents before children, so foreign keys added later all hold. */
const TABLE_ORDER: readonly BulkLoadedTable[] = [
  'places',
  'themes',
  'activity_type_groups',
  'activity_types',
  'hotel_attributes',
  'hotels',
  'offers',
  'offer_program_lines',
  'offer_gift_prices',
  'offer_calendars',
  'activity_centers',
  'activity_only_products',
  'activity_only_prices',
  'reviews',
  'images',
];

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;
const MAX_BATCH_ROWS = 1_000;

/** Inserts rows in multi-row, parameterised INSERT statements of about a thousand rows. */
async function insertInBatches<T extends BulkLoadedTable>(db: Kysely<Database>, table: T, rows: CatalogRows[T]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const batchSize = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let from = 0; from < rows.length; from += batchSize) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot relate a generic table to its row type
      .values(rows.slice(from, from + batchSize) as any)
      .execute();
  }
}

/**
 * Fills the catalog tables with a deterministic generated catalog (same options, same rows) in
 * one transaction. Expects empty tables; load before keys and indexes exist for speed.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedCounts> {
  const rows = generateCatalog({ startDate: options.startDate ?? today(), scale: options.scale ?? 1 });
  await db.transaction().execute(async (transaction) => {
    for (const table of TABLE_ORDER) await insertInBatches(transaction, table, rows[table]);
  });
  await sql`analyze`.execute(db);
  return Object.fromEntries(TABLE_ORDER.map((table) => [table, rows[table].length])) as SeedCounts;
}
