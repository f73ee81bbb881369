import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatGiftVoucherCode, GIFT_VOUCHER_CODE_ALPHABET, GIFT_VOUCHER_CODE_RANDOM_LENGTH } from '@escapade/api-contract';
import type { IsoDate } from '@escapade/util-market';
import type { Database } from '../../db/database-schema';

/** Draws of a free code before giving up: with 29^15 codes, a second draw is already never needed. */
const DRAWS = 5;

/**
 * A new voucher code: 15 characters drawn one by one from api-contract's alphabet with node:crypto's
 * uniform `randomInt` (72 bits of chance, nothing derived from the order), its check character added,
 * grouped by four.
 */
export function drawGiftVoucherCode(draw: (max: number) => number = randomInt): string {
  let body = '';
  for (let index = 0; index < GIFT_VOUCHER_CODE_RANDOM_LENGTH; index++) body += GIFT_VOUCHER_CODE_ALPHABET[draw(GIFT_VOUCHER_CODE_ALPHABET.length)];
  return formatGiftVoucherCode(body);
}

/** A gift order's voucher as stored. */
export interface StoredGiftVoucher {
  readonly code: string;
  readonly format: 'digital' | 'physical';
  readonly validUntil: IsoDate;
  readonly state: 'issued' | 'used' | 'cancelled';
}

/**
 * Issues the voucher of a gift order in the caller's transaction (the one that confirms it): a fresh
 * code, the gift's format and last valid day. An order without a gift has none; an order whose
 * voucher exists keeps it (the table's unique order keeps one voucher per order whatever happens).
 */
export async function issueGiftVoucher(db: Kysely<Database>, orderId: number): Promise<void> {
  const item = await db.selectFrom('order_items').select('details').where('order_id', '=', orderId).where('kind', '=', 'gift').executeTakeFirst();
  if (!item) return;
  const details = (typeof item.details === 'string' ? JSON.parse(item.details) : item.details) as { giftFormat: 'digital' | 'physical'; validUntil: IsoDate };
  for (let draw = 0; draw < DRAWS; draw++) {
    const inserted = await db
      .insertInto('gift_vouchers')
      .values({ order_id: orderId, code: drawGiftVoucherCode(), format: details.giftFormat, valid_until: details.validUntil })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return;
    // A voucher of this order exists already, or (never seen) the code was taken: look which.
    if (await loadGiftVoucher(db, orderId)) return;
  }
  throw new Error(`No free gift voucher code after ${DRAWS} draws`);
}

/** The voucher of an order, or undefined when it has none (yet). */
export async function loadGiftVoucher(db: Kysely<Database>, orderId: number): Promise<StoredGiftVoucher | undefined> {
  const row = await db.selectFrom('gift_vouchers').select(['code', 'format', 'valid_until', 'state']).where('order_id', '=', orderId).executeTakeFirst();
  return row === undefined ? undefined : { code: row.code, format: row.format, validUntil: row.valid_until, state: row.state };
}
