import { sql, type Insertable, type Kysely } from 'kysely';
import { addDays, type IsoDate } from '@escapade/util-market';
import { referencePrice } from '@escapade/util-pricing';
import type { Database } from '../db/database-schema';
import { SeededRandom } from './seeded-random';

/** The seed of the price-history generator: its own, so the catalog's rows never change with it. */
const PRICE_HISTORY_SEED = 20_261_125;

/** Batches of history rows: each carries a year of prices, so fewer than the catalog's batches. */
const HISTORY_BATCH_ROWS = 200;

/** A promo offer's calendar as stored: the current (promo) nightly prices. */
interface PromoCalendar {
  offerId: number;
  promo: number;
  start: IsoDate;
  prices: readonly (number | null)[];
}

/** What the history of one promo offer holds: its earlier price lists and when the promo prices took effect. */
export interface SeededPriceHistory {
  pricesFrom: string;
  rows: Insertable<Database['offer_price_history']>[];
}

/** The instant a market day's prices change in the seed: midnight UTC, which is that same day in every market. */
const changeInstant = (day: IsoDate): string => `${day}T00:00:00Z`;

/** Nightly prices scaled by `factor` and rounded up to the euro, as price lists are written; closed nights stay closed. */
function scaled(prices: readonly (number | null)[], factor: number): (number | null)[] {
  return prices.map((price) => (price === null ? null : Math.ceil((price * factor) / 100) * 100));
}

/**
 * The history of one promo offer, deterministic per offer: the promo started 0 to 25 days before
 * the calendars' first day, when the nightly prices fell from their regular level (the reference
 * price of the promo) to today's. The regular prices held for 20 to 120 days before that (under 30
 * days: an offer new on sale), and two offers in five had a lower price list (still above the promo
 * price) before a rise inside the 30 days, so the rule's lowest price is not always the reference price.
 */
export function promoPriceHistory(calendar: PromoCalendar): SeededPriceHistory {
  const random = new SeededRandom(PRICE_HISTORY_SEED).fork(calendar.offerId);
  const promoStart = addDays(calendar.start, -random.int(0, 25));
  const regular = calendar.prices.map((price) => (price === null ? null : Math.ceil((referencePrice(price, calendar.promo) ?? price) / 100) * 100));
  const regularFrom = addDays(promoStart, -random.int(20, 120));
  const rows: Insertable<Database['offer_price_history']>[] = [];
  if (random.chance(0.4)) {
    const riseDaysBefore = random.int(3, 25);
    const lowerFrom = addDays(promoStart, -riseDaysBefore - random.int(10, 60));
    // Between the promo price and the regular one: a real promo stays below the lowest prior price.
    const lower = 1 - (calendar.promo / 100) * random.pick([0.3, 0.5, 0.7]);
    rows.push({ offer_id: calendar.offerId, effective_from: changeInstant(lowerFrom), start_date: calendar.start, prices: scaled(regular, lower) });
    rows.push({ offer_id: calendar.offerId, effective_from: changeInstant(addDays(promoStart, -riseDaysBefore)), start_date: calendar.start, prices: regular });
  } else {
    rows.push({ offer_id: calendar.offerId, effective_from: changeInstant(regularFrom), start_date: calendar.start, prices: regular });
  }
  return { pricesFrom: changeInstant(promoStart), rows };
}

/**
 * Seeds the price history of every offer with a promo, from the stored calendars (so it also fills
 * a database seeded before the history existed): earlier price lists in `offer_price_history` and
 * the promo's start in `offer_calendars.prices_from`. Returns the number of history rows.
 */
export async function seedPriceHistory(db: Kysely<Database>): Promise<number> {
  const calendars = await db
    .selectFrom('offers')
    .innerJoin('offer_calendars', 'offer_calendars.offer_id', 'offers.id')
    .select(['offers.id', 'offers.promo', 'offer_calendars.start_date', 'offer_calendars.prices'])
    .where('offers.promo', '>', 0)
    .orderBy('offers.id')
    .execute();
  const histories = calendars.map((row) => ({ offerId: row.id, ...promoPriceHistory({ offerId: row.id, promo: row.promo, start: row.start_date, prices: row.prices }) }));
  const rows = histories.flatMap((history) => history.rows);
  await db.transaction().execute(async (transaction) => {
    for (let from = 0; from < rows.length; from += HISTORY_BATCH_ROWS) {
      await transaction
        .insertInto('offer_price_history')
        .values(rows.slice(from, from + HISTORY_BATCH_ROWS))
        .execute();
    }
    for (let from = 0; from < histories.length; from += HISTORY_BATCH_ROWS) {
      const batch = histories.slice(from, from + HISTORY_BATCH_ROWS);
      const values = sql.join(batch.map((history) => sql`(${history.offerId}::integer, ${history.pricesFrom}::timestamptz)`));
      await sql`update offer_calendars set prices_from = changes.prices_from from (values ${values}) as changes (offer_id, prices_from) where offer_calendars.offer_id = changes.offer_id`.execute(
        transaction,
      );
    }
  });
  return rows.length;
}
