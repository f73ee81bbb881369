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

/** True when some calendar does not record when its prices took effect: the signal to seed the price history (also into a catalog seeded before it existed). */
export async function isPriceHistoryMissing(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('offer_calendars').select('offer_id').where('prices_from', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** True when the catalog has offers but no extras: the signal to seed them (also into a catalog seeded before they existed). */
export async function isUpsellsMissing(db: Kysely<Database>): Promise<boolean> {
  const [offer, upsell] = await Promise.all([
    db.selectFrom('offers').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('offer_upsells').select('offer_id').limit(1).executeTakeFirst(),
  ]);
  return offer !== undefined && upsell === undefined;
}

/** True when no content document is stored yet: the signal to generate the content on first start. */
export async function isContentEmpty<DB>(db: Kysely<DB>): Promise<boolean> {
  const row = await contentTables(db).selectFrom('content_documents').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
