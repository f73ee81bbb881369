import { sql, type Kysely } from 'kysely';
import { contentTables } from './content-schema';
import type { Database } from './database-schema';

/** True when the catalog has no place yet: the signal to seed it on first start. */
export async function isCatalogEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('places')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}

/** True when no earlier price of any offer is recorded: the signal to seed the price history (also into a catalog seeded before it existed). */
export async function isPriceHistoryEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('offer_price_history').select('offer_id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** True when no content document is stored yet: the signal to generate the content on first start. */
export async function isContentEmpty<DB>(db: Kysely<DB>): Promise<boolean> {
  const row = await contentTables(db).selectFrom('content_documents').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
