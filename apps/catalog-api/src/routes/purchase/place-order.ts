import { sql, type Kysely } from 'kysely';
import type { PurchaseOrderInput } from '@escapade/api-contract';
import type { Database } from '../../db/database-schema';
import type { PricingTexts } from '../../plugins/pricing-texts';
import { orderedStay, priceOrder, priceVoucherOrder, refuseChangedAmount, type PricedOrder } from './order-pricing';
import { priceGiftOrder } from './gift-pricing';
import { recordOrder } from './order-store';
import { takeRooms } from './room-stock';

/**
 * The channel on which the store of record says an offer's rooms changed (its id as the payload):
 * every API process on the same PostgreSQL patches its read model from it (architecture.md, scale-out).
 */
export const OFFER_CHANGES_CHANNEL = 'offer_changes';

/**
 * Places an order in the caller's transaction, as `POST /purchase/orders` and the wallet order do.
 * A stay: the offer read from the store of record, its rooms taken night by night, every item priced
 * again (409 PRICE_CHANGED for another expected amount), the order recorded in the state `created`,
 * and the offer's change announced to the other API processes on {@link OFFER_CHANGES_CHANNEL}
 * (`offerId`). An activity voucher: priced from its product's prices and recorded the same way; it
 * takes no stock, so `offerId` is null. A gift stay: priced from the offer's gift price list, its
 * shipping and options; it has no dates and takes no room, so `offerId` is null too.
 */
export async function placeOrder(
  db: Kysely<Database>,
  order: PurchaseOrderInput,
  context: { now: Date; texts: PricingTexts },
): Promise<{ id: number; orderUuid: string; offerId: number | null; priced: PricedOrder }> {
  if (order.items.activityVoucherItem !== undefined) {
    const priced = await priceVoucherOrder(db, order, context.now);
    refuseChangedAmount(order, priced);
    const { id, orderUuid } = await recordOrder(db, order, priced);
    return { id, orderUuid, offerId: null, priced };
  }
  if (order.items.giftItem !== undefined) {
    const priced = await priceGiftOrder(db, order, context.now);
    refuseChangedAmount(order, priced);
    const { id, orderUuid } = await recordOrder(db, order, priced);
    return { id, orderUuid, offerId: null, priced };
  }
  const ordered = await orderedStay(db, order, context.now);
  // Rooms first: a night sold out meanwhile is a SOLD_OUT whichever order commits first; the offer was read before.
  await takeRooms(db, ordered.offer.id, { checkin: ordered.checkin, nights: ordered.nights });
  const priced = await priceOrder(db, order, ordered, context);
  refuseChangedAmount(order, priced);
  const { id, orderUuid } = await recordOrder(db, order, priced);
  // Sent when the transaction commits, and only then: a refused or rolled-back order says nothing.
  await sql`select pg_notify(${OFFER_CHANGES_CHANNEL}, ${String(ordered.offer.id)})`.execute(db);
  return { id, orderUuid, offerId: ordered.offer.id, priced };
}
