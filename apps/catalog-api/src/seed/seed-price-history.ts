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

/** A voucher's prices as stored: sell and reference price per number of participants. */
interface StoredVoucherPrices {
  productId: number;
  prices: readonly { participants: number; sellPrice: number; refPrice: number }[];
}

/** What the history of one voucher holds: its earlier prices, when its current prices took effect and when its promo began. */
export interface SeededVoucherPriceHistory {
  pricesFrom: string;
  promoFrom: string | null;
  rows: Insertable<Database['activity_only_price_history']>[];
}

/**
 * The history of one activity voucher, deterministic per voucher, told as the weekends' is (see
 * `offerPriceHistory`), `firstDay` being the calendars' first day: without a promo (no price below its
 * reference price), today's prices took effect 20 to 120 days before; with one, the promo started 0 to
 * 25 days before, when the prices fell from their reference prices to today's, held 20 to 120 days
 * before (under 30: a voucher new on sale); two vouchers in five had lower prices (still above the
 * promo price) before a rise inside the 30 days.
 */
export function voucherPriceHistory(voucher: StoredVoucherPrices, firstDay: IsoDate): SeededVoucherPriceHistory {
  const random = new SeededRandom(PRICE_HISTORY_SEED).fork(-voucher.productId);
  const promoted = voucher.prices.filter((price) => price.sellPrice < price.refPrice);
  if (promoted.length === 0) return { pricesFrom: changeInstant(addDays(firstDay, -random.int(20, 120))), promoFrom: null, rows: [] };
  const promoStart = addDays(firstDay, -random.int(0, 25));
  const list = (from: IsoDate, price: (entry: StoredVoucherPrices['prices'][number]) => number) =>
    voucher.prices.map((entry) => ({ product_id: voucher.productId, participants: entry.participants, effective_from: changeInstant(from), sell_price: price(entry) }));
  const rows: Insertable<Database['activity_only_price_history']>[] = [];
  if (random.chance(0.4)) {
    const riseDaysBefore = random.int(3, 25);
    const share = random.pick([0.3, 0.5, 0.7]);
    // Between the promo price and the regular one: a real promo stays below the lowest prior price.
    rows.push(
      ...list(addDays(promoStart, -riseDaysBefore - random.int(10, 60)), (entry) =>
        Math.min(entry.refPrice, Math.ceil((entry.refPrice - (entry.refPrice - entry.sellPrice) * share) / 100) * 100),
      ),
    );
    rows.push(...list(addDays(promoStart, -riseDaysBefore), (entry) => entry.refPrice));
  } else {
    rows.push(...list(addDays(promoStart, -random.int(20, 120)), (entry) => entry.refPrice));
  }
  return { pricesFrom: changeInstant(promoStart), promoFrom: changeInstant(promoStart), rows };
}

/** Seeds the history of the vouchers that do not record when their prices took effect; returns the number of history rows. */
async function seedVoucherPriceHistory(db: Kysely<Database>): Promise<number> {
  const [products, first] = await Promise.all([
    db.selectFrom('activity_only_products').select('id').where('prices_from', 'is', null).orderBy('id').execute(),
    db
      .selectFrom('offer_calendars')
      .select((eb) => eb.fn.min('start_date').as('day'))
      .executeTakeFirst(),
  ]);
  if (products.length === 0) return 0;
  const ids = products.map((product) => product.id);
  const priceRows = await db.selectFrom('activity_only_prices').selectAll().where('product_id', 'in', ids).orderBy('product_id').orderBy('participants').execute();
  const prices = new Map<number, StoredVoucherPrices['prices'][number][]>();
  for (const row of priceRows)
    prices.set(row.product_id, [...(prices.get(row.product_id) ?? []), { participants: row.participants, sellPrice: row.sell_price, refPrice: row.ref_price }]);
  const firstDay = (first?.day ?? new Date().toISOString().slice(0, 10)) as IsoDate;
  const histories = ids.map((productId) => ({ productId, ...voucherPriceHistory({ productId, prices: prices.get(productId) ?? [] }, firstDay) }));
  const rows = histories.flatMap((history) => history.rows);
  await db.transaction().execute(async (transaction) => {
    await insertInBatches(transaction, 'activity_only_price_history', rows);
    const instants = (column: 'prices_from' | 'promo_from', values: readonly [number, string][]) => setInstants(transaction, 'activity_only_products', 'id', column, values);
    await instants(
      'prices_from',
      histories.map((history) => [history.productId, history.pricesFrom]),
    );
    await instants(
      'promo_from',
      histories.flatMap((history) => (history.promoFrom === null ? [] : [[history.productId, history.promoFrom] as [number, string]])),
    );
  });
  return rows.length;
}

/** Adds history rows in batches. */
async function insertInBatches<Table extends 'offer_price_history' | 'activity_only_price_history'>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
): Promise<void> {
  for (let from = 0; from < rows.length; from += HISTORY_BATCH_ROWS) {
    await db
      .insertInto(table)
      .values(rows.slice(from, from + HISTORY_BATCH_ROWS) as Insertable<Database[Table]>[])
      .execute();
  }
}

/** Sets one timestamp column from (offer id, instant) pairs, in batches. */
async function setInstants(
  db: Kysely<Database>,
  table: 'offer_calendars' | 'offers' | 'activity_only_products',
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
 * current prices in `offer_calendars.prices_from` and of the promos in `offers.promo_from`; then the
 * same for the activity vouchers not recorded yet (`activity_only_price_history`).
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
    await insertInBatches(transaction, 'offer_price_history', rows);
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
  return rows.length + (await seedVoucherPriceHistory(db));
}
