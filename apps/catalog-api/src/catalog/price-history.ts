import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '@escapade/util-market';
import type { Database } from '../db/database-schema';
import { CLOSED_NIGHT, type OfferPriceHistory, type VoucherPriceHistory } from './catalog-snapshot';

/**
 * How far back, before a promo began, earlier lists are read: the rule's 30 days plus one, so a
 * market day that starts before UTC's is still covered.
 */
const LOOK_BACK = '31 days';

/** Epoch milliseconds of a stored instant (a Date, possibly from the PGlite worker's realm). */
const epoch = (value: Date): number => new Date(value).getTime();

/**
 * The price histories of the given offers that have a promo, for the EU price-indication rule: when
 * the promo began, when today's prices took effect, and the list in force 31 days before the promo
 * began with every later one until it. One query on indexed keys; offers without a promo are absent.
 */
export async function loadPriceHistories(db: Kysely<Database>, offerIds: readonly number[]): Promise<Map<number, OfferPriceHistory>> {
  const histories = new Map<number, OfferPriceHistory & { earlier: OfferPriceHistory['earlier'][number][] }>();
  if (offerIds.length === 0) return histories;
  const result = await sql<{ id: number; promo_from: Date; prices_from: Date | null; effective_from: Date | null; start_date: IsoDate | null; prices: (number | null)[] | null }>`
    select offer.id, offer.promo_from, calendar.prices_from, history.effective_from, history.start_date, history.prices
    from offers offer
    join offer_calendars calendar on calendar.offer_id = offer.id
    left join offer_price_history history
      on history.offer_id = offer.id
      and history.effective_from < offer.promo_from
      and history.effective_from >= coalesce(
        (select max(held.effective_from) from offer_price_history held
          where held.offer_id = offer.id and held.effective_from <= offer.promo_from - ${LOOK_BACK}::interval),
        '-infinity'::timestamptz)
    where offer.id in (${sql.join(offerIds)}) and offer.promo > 0 and offer.promo_from is not null
    order by offer.id, history.effective_from`.execute(db);
  for (const row of result.rows) {
    let history = histories.get(row.id);
    if (!history) {
      history = { promoFrom: epoch(row.promo_from), pricesFrom: row.prices_from === null ? null : epoch(row.prices_from), earlier: [] };
      histories.set(row.id, history);
    }
    if (row.effective_from !== null && row.start_date !== null && row.prices !== null) {
      history.earlier.push({ effectiveFrom: epoch(row.effective_from), start: row.start_date, prices: Int32Array.from(row.prices, (price) => price ?? CLOSED_NIGHT) });
    }
  }
  return histories;
}

/** Vouchers whose earlier prices one query reads. */
const VOUCHER_BATCH = 500;

/** The price histories of the vouchers with a promo among `rows` (every earlier price: a few per voucher). */
export async function loadVoucherPriceHistories(
  db: Kysely<Database>,
  rows: readonly { id: number; promo_from: Date | null; prices_from: Date | null }[],
): Promise<Map<number, VoucherPriceHistory>> {
  const histories = new Map<number, VoucherPriceHistory & { earlier: VoucherPriceHistory['earlier'][number][] }>();
  const promoted = rows.filter((row) => row.promo_from !== null);
  for (const row of promoted) {
    histories.set(row.id, { promoFrom: epoch(row.promo_from as Date), pricesFrom: row.prices_from === null ? null : epoch(row.prices_from), earlier: [] });
  }
  for (let from = 0; from < promoted.length; from += VOUCHER_BATCH) {
    const ids = promoted.slice(from, from + VOUCHER_BATCH).map((row) => row.id);
    const earlier = await db.selectFrom('activity_only_price_history').selectAll().where('product_id', 'in', ids).orderBy('product_id').orderBy('effective_from').execute();
    for (const entry of earlier) {
      histories.get(entry.product_id)?.earlier.push({ effectiveFrom: epoch(entry.effective_from), participants: entry.participants, sellPrice: entry.sell_price });
    }
  }
  return histories;
}
