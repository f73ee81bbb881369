import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadContentStore } from '../content/content-store';
import { seedContent } from '../content/seed-content';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { smallCatalog } from '../search/testing/catalog-fixture';

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
