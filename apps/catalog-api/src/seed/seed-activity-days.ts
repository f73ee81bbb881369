import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * Decides, for every program line not decided yet, whether its activity can be done on any day of the
 * stay (the visitor then chooses the day): about half of the activity lines, picked by offer and
 * activity so the same catalog always gives the same choice; the room, breakfasts and dinners never.
 * Runs after the bulk load, or into a catalog seeded before the choice existed. Returns the lines decided.
 */
export async function seedActivityDays(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('offer_program_lines')
    .set({ any_day: sql<boolean>`type = 'ACTIVITY' and activity_id is not null and (offer_id + activity_id) % 2 = 0` })
    .where('any_day', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
