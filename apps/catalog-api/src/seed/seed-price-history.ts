import { sql, type Insertable, type Kysely } from 'kysely';
import { addDays, type IsoDate } from '@escapade/util-market';
import { referencePrice } from '@escapade/util-pricing';
import type { Database } from '../db/database-schema';
import { SeededRandom } from './seeded-random';

/** The seed of the price-history generator: its own, so the catalog's rows never change with it. */
const PRICE_HISTORY_SEED = 20_261_125;

/** Batches of history rows: each carries a year of prices, so fewer than the catalog's batches. */
const HISTORY_BATCH_ROWS = 200;

/** An offer's calendar as stored: the current nightly prices, and its promo (0 without one). */
interface StoredCalendar {
  offerId: number;
  promo: number;
  start: IsoDate;
  prices: readonly (number | null)[];
}

/** What the history of one offer holds: its earlier price lists, when its current prices took effect and when its promo began. */
export interface SeededPriceHistory {
  pricesFrom: string;
  promoFrom: string | null;
  rows: Insertable<Database['offer_price_history']>[];
}

/** The instant a market day's prices change in the seed: midnight UTC, which is that same day in every market. */
const changeInstant = (day: IsoDate): string => `${day}T00:00:00Z`;

/** Nightly prices scaled by `factor` and rounded up to the euro, as price lists are written; closed nights stay closed. */
function scaled(prices: readonly (number | null)[], factor: number): (number | null)[] {
  return prices.map((price) => (price === null ? null : Math.ceil((price * factor) / 100) * 100));
}

/**
 * The history of one offer, deterministic per offer. Without a promo, today's prices took effect 20
 * to 120 days before the calendars' first day. With one, the promo started 0 to 25 days before that
 * day, when the nightly prices fell from their regular level (the reference price of the promo) to
 * today's; the regular prices held for 20 to 120 days before (under 30 days: an offer new on sale),
 * and two offers in five had a lower price list (still above the promo price) before a rise inside
 * the 30 days, so the rule's lowest price is not always the reference price.
 */
export function offerPriceHistory(calendar: StoredCalendar): SeededPriceHistory {
  const random = new SeededRandom(PRICE_HISTORY_SEED).fork(calendar.offerId);
  if (calendar.promo <= 0) return { pricesFrom: changeInstant(addDays(calendar.start, -random.int(20, 120))), promoFrom: null, rows: [] };
  const promoStart = addDays(calendar.start, -random.int(0, 25));
  const regular = calendar.prices.map((price) => (price === null ? null : Math.ceil((referencePrice(price, calendar.promo) ?? price) / 100) * 100));
  const list = (from: IsoDate, prices: (number | null)[]) => ({ offer_id: calendar.offerId, effective_from: changeInstant(from), start_date: calendar.start, prices });
  const rows: Insertable<Database['offer_price_history']>[] = [];
  if (random.chance(0.4)) {
    const riseDaysBefore = random.int(3, 25);
    // Between the promo price and the regular one: a real promo stays below the lowest prior price.
    const lower = 1 - (calendar.promo / 100) * random.pick([0.3, 0.5, 0.7]);
    rows.push(list(addDays(promoStart, -riseDaysBefore - random.int(10, 60)), scaled(regular, lower)));
    rows.push(list(addDays(promoStart, -riseDaysBefore), regular));
  } else {
    rows.push(list(addDays(promoStart, -random.int(20, 120)), regular));
  }
  return { pricesFrom: changeInstant(promoStart), promoFrom: changeInstant(promoStart), rows };
}

/** Sets one timestamp column from (offer id, instant) pairs, in batches. */
async function setInstants(
  db: Kysely<Database>,
  table: 'offer_calendars' | 'offers',
  idColumn: 'offer_id' | 'id',
  column: 'prices_from' | 'promo_from',
  values: readonly [number, string][],
): Promise<void> {
  for (let from = 0; from < values.length; from += HISTORY_BATCH_ROWS) {
    const pairs = sql.join(values.slice(from, from + HISTORY_BATCH_ROWS).map(([id, instant]) => sql`(${id}::integer, ${instant}::timestamptz)`));
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = changes.instant from (values ${pairs}) as changes (id, instant) where ${sql.ref(`${table}.${idColumn}`)} = changes.id`.execute(
      db,
    );
  }
}

/**
 * Seeds the price history of every offer whose calendar does not record when its prices took effect
 * (all of them after the bulk load, or in a database seeded before the history existed), from the
 * stored calendars: earlier price lists of the promos in `offer_price_history`, the start of the
 * current prices in `offer_calendars.prices_from` and of the promos in `offers.promo_from`.
 * Returns the number of history rows.
 */
export async function seedPriceHistory(db: Kysely<Database>): Promise<number> {
  const unrecorded = () =>
    db.selectFrom('offers').innerJoin('offer_calendars', 'offer_calendars.offer_id', 'offers.id').where('offer_calendars.prices_from', 'is', null).orderBy('offers.id');
  // Only the promos' prices are needed: the others' history is when their prices took effect.
  const [promos, others] = await Promise.all([
    unrecorded().select(['offers.id', 'offers.promo', 'offer_calendars.start_date', 'offer_calendars.prices']).where('offers.promo', '>', 0).execute(),
    unrecorded().select(['offers.id', 'offer_calendars.start_date']).where('offers.promo', '<=', 0).execute(),
  ]);
  const histories = [
    ...promos.map((row) => ({ offerId: row.id, ...offerPriceHistory({ offerId: row.id, promo: row.promo, start: row.start_date, prices: row.prices }) })),
    ...others.map((row) => ({ offerId: row.id, ...offerPriceHistory({ offerId: row.id, promo: 0, start: row.start_date, prices: [] }) })),
  ];
  const rows = histories.flatMap((history) => history.rows);
  await db.transaction().execute(async (transaction) => {
    for (let from = 0; from < rows.length; from += HISTORY_BATCH_ROWS) {
      await transaction
        .insertInto('offer_price_history')
        .values(rows.slice(from, from + HISTORY_BATCH_ROWS))
        .execute();
    }
    await setInstants(
      transaction,
      'offer_calendars',
      'offer_id',
      'prices_from',
      histories.map((history) => [history.offerId, history.pricesFrom]),
    );
    await setInstants(
      transaction,
      'offers',
      'id',
      'promo_from',
      histories.flatMap((history) => (history.promoFrom === null ? [] : [[history.offerId, history.promoFrom] as [number, string]])),
    );
  });
  return rows.length;
}
