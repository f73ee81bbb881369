import { sql, type Kysely } from 'kysely';
import { daysBetween, type IsoDate } from '@escapade/util-market';
import type { Database } from '../../db/database-schema';
import { ClientError } from '../../plugins/contract-routes';

/** The field a sold-out stay is refused on. */
const SOLD_OUT_FIELD = 'body.items.shortStayItem.reservationCriteria.travelPeriod.checkinDate';

/**
 * Takes one room of the offer for each night of the stay, inside the order's transaction: the
 * calendar's rooms per night are filled from the offer's rooms on the first sale, then each night
 * is decremented only while it has a room (`rooms[n] > 0`). PostgreSQL locks the calendar's row at
 * the first update, so a concurrent order for the same offer waits and then sees what is left; a
 * night without a room is a 409 SOLD_OUT and the transaction, with everything it wrote, rolls back.
 */
export async function takeRooms(db: Kysely<Database>, offerId: number, stay: { checkin: IsoDate; nights: number }): Promise<void> {
  const calendar = await db
    .selectFrom('offer_calendars')
    .select(['start_date', sql<number>`cardinality(prices)`.as('days')])
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  // Nights outside the calendar are not on sale at all: the pricing refuses them (PACKAGE_NOT_AVAILABLE_CHECKIN).
  if (!calendar) return;
  await sql`
    update offer_calendars c set rooms = array_fill(o.available_rooms, array[cardinality(c.prices)])
    from offers o
    where c.offer_id = ${offerId} and o.id = c.offer_id and c.rooms is null`.execute(db);
  const first = daysBetween(calendar.start_date, stay.checkin) + 1;
  for (let night = Math.max(1, first); night < Math.min(first + stay.nights, calendar.days + 1); night++) {
    const taken = await sql<{ offer_id: number }>`
      update offer_calendars set rooms[${night}::int] = rooms[${night}::int] - 1
      where offer_id = ${offerId} and rooms[${night}::int] > 0
      returning offer_id`.execute(db);
    if (taken.rows.length === 0) {
      const message = 'no room is left on a night of the stay';
      throw new ClientError(409, 'SOLD_OUT', `${SOLD_OUT_FIELD}: ${message}`, [{ field: SOLD_OUT_FIELD, message }]);
    }
  }
  // The read model patches rows by version.
  await db
    .updateTable('offers')
    .set({ version: sql`version + 1` })
    .where('id', '=', offerId)
    .execute();
}
