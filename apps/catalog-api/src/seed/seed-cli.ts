import { performance } from 'node:perf_hooks';
import { dropAllTables, migrateToCatalogTables, migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import { seedContent } from '../content/seed-content';
import { seedDatabase } from './seed-database';
import { seedPriceHistory } from './seed-price-history';
import { seedActivityDays } from './seed-activity-days';
import { seedUpsells } from './seed-upsells';
import { seedGiftCustomization } from './seed-gift-customization';

/** Reads `--name=value` arguments. */
function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/**
 * Reseeds the catalog from scratch: drops every table, creates the tables, bulk-loads the
 * generated catalog, then adds keys and indexes and seeds the promos' price history, the offers' extras and the activities' choosable days. Options: `--start-date=yyyy-MM-dd`,
 * `--scale=1`; the database is chosen as at start-up (`DATABASE_URL`, `ESCAPADE_DATA_DIR`).
 */
async function main(): Promise<void> {
  const began = performance.now();
  const opened = await openDatabase();
  const opening = performance.now() - began;
  try {
    console.log(`Reseeding the catalog in ${opened.driver} (${opened.location})`);
    await dropAllTables(opened.db);
    await migrateToCatalogTables(opened.db);
    const loading = performance.now();
    const counts = await seedDatabase(opened.db, { startDate: argument('start-date'), scale: argument('scale') ? Number(argument('scale')) : 1 });
    const keys = performance.now();
    await migrateToLatest(opened.db);
    const historyRows = await seedPriceHistory(opened.db);
    const upsellRows = await seedUpsells(opened.db);
    const activityDayLines = await seedActivityDays(opened.db);
    const giftRows = await seedGiftCustomization(opened.db);
    const contentStarted = performance.now();
    await seedContent(opened.db, await loadCatalogSnapshot(opened.db));
    const done = performance.now();
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en')}`);
    console.log(`  ${'price history rows'.padEnd(24)} ${historyRows.toLocaleString('en')}`);
    console.log(`  ${'offer_upsells'.padEnd(24)} ${upsellRows.toLocaleString('en')}`);
    console.log(`  ${'program lines decided'.padEnd(24)} ${activityDayLines.toLocaleString('en')}`);
    console.log(`  ${'gift customization rows'.padEnd(24)} ${giftRows.toLocaleString('en')}`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `Open ${seconds(opening)} s, load ${seconds(keys - loading)} s, keys and indexes ${seconds(contentStarted - keys)} s, content ${seconds(done - contentStarted)} s, total ${seconds(done - began)} s`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
