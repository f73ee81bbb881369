import { sql, type Kysely } from 'kysely';

/**
 * The payment step: each payment intent gets a random UUID (its address on the hosted card page and
 * in the API, never guessable from another), the provider's fee and the instalments it promised the
 * buyer (pay later), the checkout's path to send the browser back to after a decline, and at most the last four digits of the card. The outbox holds one order
 * confirmation per order, whatever the provider's notifications repeat.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column payment_uuid uuid unique`.execute(db);
  await sql`alter table payments add column fee integer not null default 0 check (fee >= 0)`.execute(db);
  await sql`alter table payments add column schedule jsonb not null default '[]'`.execute(db);
  await sql`alter table payments add column return_path text check (char_length(return_path) <= 501)`.execute(db);
  await sql`alter table payments add column card_last4 text check (card_last4 ~ '^[0-9]{4}$')`.execute(db);
  await sql`create unique index outbox_one_order_confirmation on outbox (order_id) where topic = 'email.order_confirmation'`.execute(db);
}

/** Drops what `up` added. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists outbox_one_order_confirmation`.execute(db);
  for (const column of ['card_last4', 'return_path', 'schedule', 'fee', 'payment_uuid']) {
    await sql`alter table payments drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
