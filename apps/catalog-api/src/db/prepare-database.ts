import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import { isContentEmpty, seedContent } from '../content/seed-content';
import { isCatalogEmpty, seedDatabase, type SeedCounts } from '../seed/seed-database';
import { appliedMigrations, migrateToCatalogTables, migrateToLatest } from './migrate';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './open-database';

/** Options of the start-up path: where the data is, and the first month of the calendars if seeding. */
export interface PrepareDatabaseOptions extends OpenDatabaseOptions {
  startDate?: string | Date;
  /** Size of the catalog seeded into an empty database (1 = full). */
  scale?: number;
}

/** The opened database and, when this start created the catalog, what was seeded. */
export interface PreparedDatabase extends OpenedDatabase {
  seeded: SeedCounts | null;
}

/**
 * Opens the database, applies migrations and seeds the catalog when it is empty, so the first
 * start creates everything and later starts reuse the data. On a new database the seed loads
 * between the tables migration and the keys migration, which is several times faster.
 */
export async function prepareDatabase(options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  const opened = await openDatabase(options);
  try {
    const isNew = (await appliedMigrations(opened.db)).length === 0;
    if (isNew) await migrateToCatalogTables(opened.db);
    else await migrateToLatest(opened.db);
    const seeded = (await isCatalogEmpty(opened.db)) ? await seedDatabase(opened.db, { startDate: options.startDate, scale: options.scale }) : null;
    if (isNew) await migrateToLatest(opened.db);
    // CMS content links to the catalog's places and offers, so it is generated from the seeded catalog.
    if (await isContentEmpty(opened.db)) await seedContent(opened.db, await loadCatalogSnapshot(opened.db));
    return { ...opened, seeded };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
