import type { Insertable, Kysely } from 'kysely';
import { MARKET_CODES } from '@escapade/util-market';
import type { Database } from '../db/database-schema';

/**
 * The promotion codes a new database starts with, so a checkout can be tried with one: a code valid
 * in every market for years, one for the Spanish and Italian markets only, and one long expired.
 * Their dates do not follow the seed's month, so they stay what they are on any day.
 */
export const SEEDED_PROMOTION_CODES: readonly Insertable<Database['promotion_codes']>[] = [
  { code: 'BIENVENUE10', percent: 10, markets: [...MARKET_CODES], valid_from: '2024-01-01', valid_until: '2099-12-31' },
  { code: 'VERANO15', percent: 15, markets: ['es_ES', 'it_IT'], valid_from: '2024-01-01', valid_until: '2099-12-31' },
  { code: 'HIVER2023', percent: 20, markets: [...MARKET_CODES], valid_from: '2023-01-01', valid_until: '2023-03-31' },
];

/** Writes the seeded promotion codes (into an empty table: codes an operator added or removed are left alone once there is one). */
export async function seedPromotionCodes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('promotion_codes')
    .values([...SEEDED_PROMOTION_CODES])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
