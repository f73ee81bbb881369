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

/** True when some calendar or activity voucher does not record when its prices took effect: the signal to seed the price history (also into a catalog seeded before it existed). */
export async function isPriceHistoryMissing(db: Kysely<Database>): Promise<boolean> {
  const [offer, voucher] = await Promise.all([
    db.selectFrom('offer_calendars').select('offer_id').where('prices_from', 'is', null).limit(1).executeTakeFirst(),
    db.selectFrom('activity_only_products').select('id').where('prices_from', 'is', null).limit(1).executeTakeFirst(),
  ]);
  return offer !== undefined || voucher !== undefined;
}

/** True when the catalog has offers but no extras: the signal to seed them (also into a catalog seeded before they existed). */
export async function isUpsellsMissing(db: Kysely<Database>): Promise<boolean> {
  const [offer, upsell] = await Promise.all([
    db.selectFrom('offers').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('offer_upsells').select('offer_id').limit(1).executeTakeFirst(),
  ]);
  return offer !== undefined && upsell === undefined;
}

/** True when no market has its gift shipping costs yet: the signal to seed them and the gift customization (also into a catalog seeded before they existed). */
export async function isGiftCustomizationMissing(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('gift_shipping_costs').select('market').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * True when no content document is stored yet, or none of one of `kinds`: the signal to generate
 * the content on first start, and again on the start after a release adds a kind of content.
 */
export async function isContentMissing<DB>(db: Kysely<DB>, kinds: readonly string[] = []): Promise<boolean> {
  const rows = await contentTables(db).selectFrom('content_documents').select('kind').distinct().execute();
  const stored = new Set(rows.map((row) => row.kind));
  return stored.size === 0 || kinds.some((kind) => !stored.has(kind));
}

/** True when some program line has not been told whether its activity's day is the visitor's choice: the signal to decide it (also in a catalog seeded before the choice existed). */
export async function isActivityDaysMissing(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('offer_program_lines').select('offer_id').where('any_day', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** True when no promotion code is stored: the signal to write the seeded ones (also into a database made before they existed). */
export async function isPromotionCodesMissing(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('promotion_codes').select('code').limit(1).executeTakeFirst();
  return row === undefined;
}
