import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '@escapade/util-market';
import type { Database } from '../db/database-schema';

/** An earlier list of an offer's nightly two-adult prices (null = not on sale), in force from `effectiveFrom`. */
export interface StoredPriceList {
  effectiveFrom: Date;
  start: IsoDate;
  prices: readonly (number | null)[];
}

/**
 * What the EU price-indication rule needs of an offer's history: when its promo began (null without
 * one), when its current prices took effect (null when not recorded), and the earlier lists in force
 * during the 30 days before the promo began, oldest first.
 */
export interface StoredPriceHistory {
  promoFrom: Date | null;
  pricesFrom: Date | null;
  earlier: StoredPriceList[];
}

/**
 * How far back, before the promo began, earlier lists are read: the rule's 30 days plus one, so a
 * market day that starts before UTC's is still covered.
 */
const LOOK_BACK = '31 days';

/** An instant copied into this realm's Date (the PGlite worker's come from another one under test). */
const instant = (value: Date | null): Date | null => (value === null ? null : new Date(value));

/**
 * An offer's price history for the 30 days before its promo began: the list in force 31 days before
 * and every later one until the promo. One query on indexed keys; nothing for an unknown offer.
 */
export async function loadPriceHistory(db: Kysely<Database>, offerId: number): Promise<StoredPriceHistory> {
  const result = await sql<{ promo_from: Date | null; prices_from: Date | null; effective_from: Date | null; start_date: IsoDate | null; prices: (number | null)[] | null }>`
    select offer.promo_from, calendar.prices_from, history.effective_from, history.start_date, history.prices
    from offers offer
    join offer_calendars calendar on calendar.offer_id = offer.id
    left join offer_price_history history
      on history.offer_id = offer.id
      and history.effective_from < offer.promo_from
      and history.effective_from >= coalesce(
        (select max(held.effective_from) from offer_price_history held
          where held.offer_id = offer.id and held.effective_from <= offer.promo_from - ${LOOK_BACK}::interval),
        '-infinity'::timestamptz)
    where offer.id = ${offerId}
    order by history.effective_from`.execute(db);
  const first = result.rows[0];
  const earlier = result.rows.flatMap((row) =>
    row.effective_from === null || row.start_date === null || row.prices === null
      ? []
      : [{ effectiveFrom: instant(row.effective_from) as Date, start: row.start_date, prices: row.prices }],
  );
  return { promoFrom: instant(first?.promo_from ?? null), pricesFrom: instant(first?.prices_from ?? null), earlier };
}
