import { sql, type Kysely } from 'kysely';

/**
 * The vouchers of gift orders (product-side.md section 9; architecture.md, the purchase path): one
 * per paid gift order, issued in the transaction that confirms it, beside its e-mail in the outbox.
 *
 * - `code`: the voucher's code as printed (`XXXX-XXXX-XXXX-XXXX`, 15 random characters of 29 and a
 *   check character, api-contract's `GIFT_VOUCHER_CODE_PATTERN`), drawn with node:crypto; unique, so a
 *   code names one voucher, and kept as printed because the voucher's PDF is made again from it when
 *   its e-mail is sent again. It is never in an order's reply.
 * - `order_id`: unique, so a repeated confirmation issues no second voucher.
 * - `format`: digital (e-mailed) or physical (posted to the gift's delivery address, kept with the
 *   order's gift item).
 * - `valid_until`: the last day it may be used, 1 year after the purchase.
 * - `state`: issued, then used once by the recipient (or cancelled with its order).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table gift_vouchers (
      id serial primary key,
      order_id integer not null unique references orders (id),
      code text not null unique check (code ~ '^[2-9A-HJKMNP-TW-Z]{4}(-[2-9A-HJKMNP-TW-Z]{4}){3}$'),
      format text not null check (format in ('digital', 'physical')),
      valid_until date not null,
      state text not null default 'issued' check (state in ('issued', 'used', 'cancelled')),
      issued_at timestamptz not null default now()
    )`.execute(db);
}

/** Drops the gift vouchers (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists gift_vouchers`.execute(db);
}
