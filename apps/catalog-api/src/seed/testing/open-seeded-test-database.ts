import { dropAllTables, migrateToCatalogTables, migrateToLatest } from '../../db/migrate';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from '../../db/open-database';
import { seedDatabase, type SeedCounts } from '../seed-database';
import { seedPriceHistory } from '../seed-price-history';
import { seedActivityDays } from '../seed-activity-days';
import { seedUpsells } from '../seed-upsells';
import { seedGiftCustomization } from '../seed-gift-customization';

/** The start date tests seed with, so calendars and review dates never depend on the day tests run. */
export const TEST_START_DATE = '2026-03-14';

/** A small catalog: about 40 hotels, 130 offers, 10 activity vouchers and 600 reviews. */
export const TEST_SCALE = 0.02;

/**
 * Opens an in-memory PGlite (or the given database), creates the schema and seeds a small
 * catalog the way the start-up path does: tables, bulk load, then keys and indexes, then the promos'
 * price history and the offers' extras.
 */
export async function openSeededTestDatabase(options: OpenDatabaseOptions = { inMemory: true }): Promise<OpenedDatabase & { counts: SeedCounts }> {
  const opened = await openDatabase(options);
  // A real server keeps its tables between runs: start from an empty schema, as in memory.
  if (options.databaseUrl) await dropAllTables(opened.db);
  await migrateToCatalogTables(opened.db);
  const counts = await seedDatabase(opened.db, { startDate: TEST_START_DATE, scale: TEST_SCALE });
  await migrateToLatest(opened.db);
  await seedPriceHistory(opened.db);
  await seedUpsells(opened.db);
  await seedActivityDays(opened.db);
  await seedGiftCustomization(opened.db);
  return { ...opened, counts };
}
