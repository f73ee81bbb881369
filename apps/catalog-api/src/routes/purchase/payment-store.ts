import type { Kysely } from 'kysely';
import type { Cents } from '@escapade/util-market';
import type { Database } from '../../db/database-schema';
import { issueGiftVoucher } from './gift-vouchers';

/** The outbox topic of the order confirmation e-mail, which the outbox worker sends. */
export const ORDER_CONFIRMATION_TOPIC = 'email.order_confirmation';

/** The order steps from which a payment may start: created, or a payment pending that the visitor left (its intent is then cancelled). */
export const PAYABLE_ORDER_STATES: readonly string[] = ['created', 'payment_pending'];

/** Payment states whose intent still waits for the buyer: a new attempt cancels them. */
const OPEN_PAYMENT_STATES = ['requires_payment_method', 'requires_action'];

/** Cancels the order's intents still waiting for the buyer (in the caller's transaction), before a new attempt. */
export async function cancelOpenPayments(db: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  await db.updateTable('payments').set({ state: 'cancelled', state_changed_at: now }).where('order_id', '=', orderId).where('state', 'in', OPEN_PAYMENT_STATES).execute();
}

/**
 * The order paid, then confirmed, with its confirmation e-mail in the outbox and, for a gift, its
 * voucher issued, in the caller's transaction (the one that records the payment's success). Only an order whose payment is pending
 * moves; the outbox's unique index keeps one confirmation per order whatever happens. Returns
 * whether the order moved.
 */
export async function confirmPaidOrder(db: Kysely<Database>, order: { id: number; orderUuid: string }, now: Date): Promise<boolean> {
  const paid = await db
    .updateTable('orders')
    .set({ state: 'paid', state_changed_at: now })
    .where('id', '=', order.id)
    .where('state', '=', 'payment_pending')
    .returning('id')
    .executeTakeFirst();
  if (!paid) return false;
  await db.updateTable('orders').set({ state: 'confirmed', state_changed_at: now }).where('id', '=', order.id).where('state', '=', 'paid').execute();
  await issueGiftVoucher(db, order.id);
  await db
    .insertInto('outbox')
    .values({ topic: ORDER_CONFIRMATION_TOPIC, order_id: order.id, payload: JSON.stringify({ orderUuid: order.orderUuid }) })
    .onConflict((conflict) => conflict.column('order_id').where('topic', '=', ORDER_CONFIRMATION_TOPIC).doNothing())
    .execute();
  return true;
}

/** A declined payment: the order back to `created`, so the visitor can try another card (only while this payment was the pending one). */
export async function reopenOrder(db: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  await db.updateTable('orders').set({ state: 'created', state_changed_at: now }).where('id', '=', orderId).where('state', '=', 'payment_pending').execute();
}

/** One instalment as stored with a payment. */
export interface StoredInstalment {
  readonly amount: Cents;
  readonly date: string;
}
