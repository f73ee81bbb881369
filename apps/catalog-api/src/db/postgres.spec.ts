import { loadCatalogSnapshot } from '../catalog/load-catalog-snapshot';
import { dropAllTables } from './migrate';
import { openDatabase } from './open-database';
import { openSeededTestDatabase } from '../seed/testing/open-seeded-test-database';

const databaseUrl = process.env.DATABASE_URL;
const describeWithPostgres = databaseUrl ? describe : describe.skip;

describeWithPostgres('real PostgreSQL at DATABASE_URL (skipped unless DATABASE_URL is set; drops and reseeds that database)', () => {
  it('runs the same migrations and seed and reads back the same snapshot as PGlite', async () => {
    const reset = await openDatabase({ databaseUrl });
    await dropAllTables(reset.db);
    await reset.close();

    const postgres = await openSeededTestDatabase({ databaseUrl });
    const pglite = await openSeededTestDatabase({ inMemory: true });
    try {
      expect(postgres.driver).toBe('postgres');
      expect(postgres.counts).toEqual(pglite.counts);
      expect(await loadCatalogSnapshot(postgres.db)).toEqual(await loadCatalogSnapshot(pglite.db));
    } finally {
      await postgres.close();
      await pglite.close();
    }
  }, 60_000);
});
