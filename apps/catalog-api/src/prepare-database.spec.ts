import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentTables } from './db/content-schema';
import { appliedMigrations } from './db/migrate';
import { MIGRATIONS } from './db/migrations';
import type { OpenedDatabase } from './db/open-database';
import { prepareDatabase } from './prepare-database';
import { TEST_SCALE, TEST_START_DATE } from './seed/testing/open-seeded-test-database';

/**
 * A start that seeds a catalog into a data folder takes 20–40 s on a quiet two-core machine and more
 * beside other work: the limit stops a hang, it measures nothing. A start cut short would leave the
 * folder open under the next test's.
 */
const START_LIMIT_MS = 180_000;

describe('prepareDatabase', () => {
  const folder = mkdtempSync(join(tmpdir(), 'catalog-prepare-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const historyRows = async (db: OpenedDatabase['db']) =>
    (
      await db
        .selectFrom('offer_price_history')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  let seededHistoryRows = 0;

  it(
    'creates and seeds the catalog on first start, then reuses it',
    async () => {
      const first = await prepareDatabase({ dataDir: folder, startDate: TEST_START_DATE, scale: TEST_SCALE });
      try {
        expect(first.seeded?.hotels).toBeGreaterThan(0);
        expect(await appliedMigrations(first.db)).toEqual(Object.keys(MIGRATIONS));
        seededHistoryRows = await historyRows(first.db);
        expect(seededHistoryRows).toBeGreaterThan(0);
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
        expect(await historyRows(second.db)).toBe(seededHistoryRows);
      } finally {
        await second.close();
      }
    },
    START_LIMIT_MS,
  );

  it(
    'gives a catalog seeded before the price history existed the same history on its next start',
    async () => {
      const opened = await prepareDatabase({ dataDir: folder });
      try {
        await opened.db.deleteFrom('offer_price_history').execute();
        await opened.db.updateTable('offer_calendars').set({ prices_from: null }).execute();
      } finally {
        await opened.close();
      }
      const next = await prepareDatabase({ dataDir: folder });
      try {
        expect(await historyRows(next.db)).toBe(seededHistoryRows);
      } finally {
        await next.close();
      }
    },
    START_LIMIT_MS,
  );

  it(
    'decides which activities have a day to choose, and gives a catalog seeded before the choice existed the same choice on its next start',
    async () => {
      const choosable = async (db: OpenedDatabase['db']) =>
        (await db.selectFrom('offer_program_lines').select(['offer_id', 'position', 'type']).where('any_day', '=', true).orderBy('offer_id').orderBy('position').execute()).map(
          (line) => `${line.offer_id}:${line.position}:${line.type}`,
        );
      const opened = await prepareDatabase({ dataDir: folder });
      let decided: string[] = [];
      try {
        decided = await choosable(opened.db);
        expect(decided.length).toBeGreaterThan(0);
        expect(decided.every((line) => line.endsWith(':ACTIVITY'))).toBe(true);
        await opened.db.updateTable('offer_program_lines').set({ any_day: null }).execute();
      } finally {
        await opened.close();
      }
      const next = await prepareDatabase({ dataDir: folder });
      try {
        expect(await choosable(next.db)).toEqual(decided);
      } finally {
        await next.close();
      }
    },
    START_LIMIT_MS,
  );

  it(
    'gives a database seeded before a kind of content existed that content on its next start, replacing the rest',
    async () => {
      const documents = async (db: OpenedDatabase['db'], kind?: string) => {
        const content = contentTables(db)
          .selectFrom('content_documents')
          .select((eb) => eb.fn.countAll<number>().as('count'));
        return Number((await (kind === undefined ? content : content.where('kind', '=', kind)).executeTakeFirstOrThrow()).count);
      };
      const opened = await prepareDatabase({ dataDir: folder });
      let total = 0;
      try {
        total = await documents(opened.db);
        expect(await documents(opened.db, 'searchPromos')).toBeGreaterThan(0);
        await contentTables(opened.db).deleteFrom('content_documents').where('kind', '=', 'searchPromos').execute();
      } finally {
        await opened.close();
      }
      const next = await prepareDatabase({ dataDir: folder });
      try {
        expect(await documents(next.db)).toBe(total);
      } finally {
        await next.close();
      }
    },
    START_LIMIT_MS,
  );
});
