import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * The folder, set by the API's Jest setup for one run, where the first test file that seeds keeps a
 * copy of its database; the run's other files start from that copy instead of seeding again.
 */
export const SEEDED_COPY_DIR_VARIABLE = 'ESCAPADE_TEST_SEEDED_COPY_DIR';

type SeededTestDatabase = OpenedDatabase & { counts: SeedCounts };

/**
 * Opens an in-memory PGlite (or the given database), creates the schema and seeds a small
 * catalog the way the start-up path does: tables, bulk load, then keys and indexes, then the promos'
 * price history and the offers' extras.
 *
 * In memory within a Jest run of the API, the seeded database is the same for every file: the first
 * file to ask seeds it and saves a copy, later ones open the copy (a file that asks while the copy is
 * being made seeds its own). `{ fresh: true }` always seeds, for the tests of the seed itself.
 */
export async function openSeededTestDatabase(options: OpenDatabaseOptions = { inMemory: true }, { fresh = false } = {}): Promise<SeededTestDatabase> {
  const copyDir = process.env[SEEDED_COPY_DIR_VARIABLE];
  if (fresh || !options.inMemory || options.databaseUrl || !copyDir) return seed(options);
  const dump = join(copyDir, 'seeded.tar');
  const counts = join(copyDir, 'counts.json');
  if (existsSync(dump)) {
    const opened = await openDatabase({ inMemory: true, fromDump: dump });
    return { ...opened, counts: JSON.parse(readFileSync(counts, 'utf8')) as SeedCounts };
  }
  if (!claim(join(copyDir, 'seeding'))) return seed(options);
  const seeded = await seed(options);
  const partial = `${dump}.partial`;
  await seeded.dumpTo?.(partial);
  writeFileSync(counts, JSON.stringify(seeded.counts));
  // Last, so a file that sees the copy sees it whole.
  renameSync(partial, dump);
  return seeded;
}

/** Whether this process is the first to create `lock` (creating a folder is atomic). */
function claim(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function seed(options: OpenDatabaseOptions): Promise<SeededTestDatabase> {
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
