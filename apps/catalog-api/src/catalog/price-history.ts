import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '@escapade/util-market';
import type { Database } from '../db/database-schema';

/** An earlier list of an offer's nightly two-adult prices (null = not on sale), in force from `effectiveFrom`. */
export interface StoredPriceList {
  effectiveFrom: Date;
  start: IsoDate;
  prices: readonly (number | null)[];
}

/** When an offer's current prices took effect (null when unknown) and the earlier lists that matter for the 30 days before. */
export interface StoredPriceHistory {
  pricesFrom: Date | null;
  earlier: StoredPriceList[];
}

/**
 * How far back, before the current prices took effect, earlier lists are read: the rule's 30 days
 * plus one, so a market day that starts before UTC's is still covered.
 */
const LOOK_BACK = '31 days';

/**
 * An offer's price history for the EU price-indication rule: when its current prices took effect,
 * and the earlier lists in force since the one that held 31 days before that, oldest first. One
 * indexed query; an offer without a calendar has no history.
 */
export async function loadPriceHistory(db: Kysely<Database>, offerId: number): Promise<StoredPriceHistory> {
  const result = await sql<{ prices_from: Date | null; effective_from: Date | null; start_date: IsoDate | null; prices: (number | null)[] | null }>`
    select calendar.prices_from, history.effective_from, history.start_date, history.prices
    from offer_calendars calendar
    left join offer_price_history history
      on history.offer_id = calendar.offer_id
      and history.effective_from < calendar.prices_from
      and history.effective_from >= coalesce(
        (select max(held.effective_from) from offer_price_history held
          where held.offer_id = calendar.offer_id and held.effective_from <= calendar.prices_from - ${LOOK_BACK}::interval),
        '-infinity'::timestamptz)
    where calendar.offer_id = ${offerId}
    order by history.effective_from`.execute(db);
  // Instants are copied into this realm's Date: the PGlite worker's come from another one.
  const pricesFrom = result.rows[0]?.prices_from == null ? null : new Date(result.rows[0].prices_from);
  const earlier = result.rows.flatMap((row) =>
    row.effective_from === null || row.start_date === null || row.prices === null
      ? []
      : [{ effectiveFrom: new Date(row.effective_from), start: row.start_date, prices: row.prices }],
  );
  return { pricesFrom, earlier };
}
