import { loadCatalogSnapshot } from './catalog/load-catalog-snapshot';
import { CONTENT_KINDS_ADDED_SINCE_FIRST_RELEASE } from './content/content-documents';
import {
  isActivityDaysMissing,
  isCatalogEmpty,
  isContentMissing,
  isGiftCustomizationMissing,
  isPriceHistoryMissing,
  isPromotionCodesMissing,
  isUpsellsMissing,
} from './db/empty-tables';
import { appliedMigrations, migrateToCatalogTables, migrateToLatest } from './db/migrate';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './db/open-database';
import type { SeedCounts } from './seed/seed-database';

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
 * Opens the database, applies migrations and seeds the catalog and its content when they are
 * empty, so the first start creates everything and later starts reuse the data. The generators
 * are imported only when a table is empty: an ordinary start never loads them (nor the city
 * data they read). On a new database the seed loads between the tables migration and the keys
 * migration, which is several times faster; the promos' price history, the offers' extras and the activities' choosable days are seeded
 * once the migrations have created their tables.
 */
export async function prepareDatabase(options: PrepareDatabaseOptions = {}): Promise<PreparedDatabase> {
  const opened = await openDatabase(options);
  try {
    const isNew = (await appliedMigrations(opened.db)).length === 0;
    if (isNew) await migrateToCatalogTables(opened.db);
    else await migrateToLatest(opened.db);
    let seeded: SeedCounts | null = null;
    if (await isCatalogEmpty(opened.db)) {
      const { seedDatabase } = await import('./seed/seed-database');
      seeded = await seedDatabase(opened.db, { startDate: options.startDate, scale: options.scale });
    }
    if (isNew) await migrateToLatest(opened.db);
    if (await isPriceHistoryMissing(opened.db)) {
      // The promos' earlier prices derive from the stored calendars, so a catalog seeded before the history existed gets one too.
      const { seedPriceHistory } = await import('./seed/seed-price-history');
      await seedPriceHistory(opened.db);
    }
    if (await isUpsellsMissing(opened.db)) {
      // The extras pair offers of the same hotel, so a catalog seeded before they existed gets them too.
      const { seedUpsells } = await import('./seed/seed-upsells');
      await seedUpsells(opened.db);
    }
    if (await isActivityDaysMissing(opened.db)) {
      // Which activities' day the visitor chooses is decided on the stored programmes, so a catalog seeded before the choice existed gets it too.
      const { seedActivityDays } = await import('./seed/seed-activity-days');
      await seedActivityDays(opened.db);
    }
    if (await isPromotionCodesMissing(opened.db)) {
      // A few codes to try the checkout's promotion field with, also in a database made before they were seeded.
      const { seedPromotionCodes } = await import('./seed/seed-promotion-codes');
      await seedPromotionCodes(opened.db);
    }
    if (await isGiftCustomizationMissing(opened.db)) {
      // The gift's shipping costs and customization options are reference data of their own, seeded once, also into an older catalog.
      const { seedGiftCustomization } = await import('./seed/seed-gift-customization');
      await seedGiftCustomization(opened.db);
    }
    if (await isContentMissing(opened.db, CONTENT_KINDS_ADDED_SINCE_FIRST_RELEASE)) {
      // CMS content links to the catalog's places and offers, so it is generated from the seeded catalog (documents are replaced, never doubled).
      const { seedContent } = await import('./content/seed-content');
      await seedContent(opened.db, await loadCatalogSnapshot(opened.db));
    }
    return { ...opened, seeded };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
