import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import type { CatalogSearch } from '../catalog-search';
import { daysBetween } from '@escapade/util-market';
import { loadOffersByIds } from '../../catalog/load-catalog-snapshot';

/** New nightly prices (two adults, cents; null closes the night) from a day on, for one offer. */
export interface OfferCalendarChange {
  offerId: number;
  /** First day changed (ISO date inside the offer's calendar). */
  from: string;
  prices: readonly (number | null)[];
}

/** Why a change could not be applied: the caller answers 404 or 422 with it. */
export class CatalogWriteError extends Error {
  constructor(
    readonly reason: 'unknown-offer' | 'outside-calendar' | 'invalid-price',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Changes an offer's prices and availability in the store of record first (one transaction, row
 * version bumped), then re-reads the row and patches the search read model, so the very next
 * search sees the new price or the closed night. The replaced prices join the offer's price history
 * (from when they took effect, when that is recorded) and the new ones take effect now, so the
 * lowest price of the 30 days before a promo keeps its record. No route writes the catalog yet, so this lives
 * with the tests that prove the read model's row updates; the first write route takes it over.
 */
export async function updateOfferCalendar(db: Kysely<Database>, catalog: CatalogSearch, change: OfferCalendarChange): Promise<void> {
  if (change.prices.some((price) => price !== null && (!Number.isInteger(price) || price < 0))) {
    throw new CatalogWriteError('invalid-price', 'Prices are whole, non-negative numbers of cents, or null for a closed night');
  }
  await db.transaction().execute(async (trx) => {
    const calendar = await trx.selectFrom('offer_calendars').select(['start_date', 'prices', 'prices_from']).where('offer_id', '=', change.offerId).forUpdate().executeTakeFirst();
    if (!calendar) throw new CatalogWriteError('unknown-offer', `No offer ${change.offerId}`);
    const first = daysBetween(calendar.start_date, change.from);
    if (first < 0 || first + change.prices.length > calendar.prices.length) {
      throw new CatalogWriteError('outside-calendar', `Days ${change.from} + ${change.prices.length} fall outside the calendar of offer ${change.offerId}`);
    }
    const prices = [...calendar.prices];
    change.prices.forEach((price, index) => {
      prices[first + index] = price;
    });
    if (calendar.prices_from !== null) {
      await trx
        .insertInto('offer_price_history')
        .values({ offer_id: change.offerId, effective_from: new Date(calendar.prices_from), start_date: calendar.start_date, prices: calendar.prices })
        .onConflict((conflict) => conflict.columns(['offer_id', 'effective_from']).doUpdateSet({ prices: calendar.prices }))
        .execute();
    }
    await trx
      .updateTable('offer_calendars')
      .set({ prices, prices_from: sql<Date>`now()` })
      .where('offer_id', '=', change.offerId)
      .execute();
    await trx
      .updateTable('offers')
      .set({ version: sql`version + 1` })
      .where('id', '=', change.offerId)
      .execute();
  });
  const [offer] = await loadOffersByIds(db, [change.offerId]);
  if (offer) catalog.offers.upsert(offer);
  else catalog.offers.remove(change.offerId);
}
