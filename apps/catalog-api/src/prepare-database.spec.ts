import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appliedMigrations } from './db/migrate';
import { MIGRATIONS } from './db/migrations';
import { prepareDatabase } from './prepare-database';
import { TEST_SCALE, TEST_START_DATE } from './seed/testing/open-seeded-test-database';

describe('prepareDatabase', () => {
  const folder = mkdtempSync(join(tmpdir(), 'catalog-prepare-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates and seeds the catalog on first start, then reuses it', async () => {
    const first = await prepareDatabase({ dataDir: folder, startDate: TEST_START_DATE, scale: TEST_SCALE });
    try {
      expect(first.seeded?.hotels).toBeGreaterThan(0);
      expect(await appliedMigrations(first.db)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await first.close();
    }

    const second = await prepareDatabase({ dataDir: folder });
    try {
      expect(second.seeded).toBeNull();
      const hotels = await second.db
        .selectFrom('hotels')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(hotels.count).toBe(first.seeded?.hotels);
    } finally {
      await second.close();
    }
  }, 60_000);
});
