import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import { loadContentStore } from '../content/content-store';
import { seedContent } from '../content/seed-content';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { smallCatalog } from '../search/testing/catalog-fixture';
import { seedGiftCustomization } from '../seed/seed-gift-customization';
import { seedPromotionCodes } from '../seed/seed-promotion-codes';
import { openSeededTestDatabase } from '../seed/testing/open-seeded-test-database';

/** The app's clock: before the fixture's December stays, so the examples' check-ins stay bookable as real time passes. */
export const NOW = new Date('2026-11-20T10:00:00Z');

/**
 * The whole API on the small fixture catalog and its generated content, in an in-memory database,
 * without rate limit or the browsable reference (Jest cannot load its ES modules). Closing the app
 * closes the database.
 */
export async function buildSeededApp(): Promise<FastifyInstance> {
  const database = await openDatabase({ inMemory: true });
  await migrateToLatest(database.db);
  await seedContent(database.db, smallCatalog());
  await seedGiftCustomization(database.db);
  // The promotion codes a new database starts with, so the look-up's example answers.
  await seedPromotionCodes(database.db);
  const app = await buildApp({
    database,
    catalog: async () => smallCatalog(),
    content: () => loadContentStore(database.db),
    rateLimit: false,
    apiReference: false,
    now: () => NOW,
  });
  await app.ready();
  return app;
}

/** A spring morning inside the seeded year of calendars: the clock of an app over the seeded catalog. */
export const SEEDED_NOW = new Date('2026-04-01T08:00:00Z');

/**
 * The whole API over the full seeded catalog (PGlite in memory), without rate limit or reference,
 * with the snapshot it answers from, for tests that pick their examples from it. Closing the app
 * closes the database.
 */
export async function buildSeededCatalogApp(): Promise<{ app: FastifyInstance; snapshot: CatalogSnapshot }> {
  const database = await openSeededTestDatabase();
  const snapshot = await loadCatalogSnapshot(database.db);
  const app = await buildApp({ database, catalog: async () => snapshot, rateLimit: false, apiReference: false, now: () => SEEDED_NOW });
  return { app, snapshot };
}
