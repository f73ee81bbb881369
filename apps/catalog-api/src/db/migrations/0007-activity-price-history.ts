import { sql, type Kysely } from 'kysely';

/**
 * The price history of the activity vouchers, for the EU price-indication rule (the lowest price of
 * the 30 days before a promo started), as `0004-price-history` keeps the weekends'.
 * `activity_only_products.prices_from` is when the current prices took effect (null: not recorded,
 * the signal to seed it) and `promo_from` when the current promo began (null without one);
 * `activity_only_price_history` keeps each earlier price of a number of participants, in force from
 * `effective_from` until the next one's, the last one until `prices_from`. Rows are only added.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activity_only_products add column prices_from timestamptz`.execute(db);
  await sql`alter table activity_only_products add column promo_from timestamptz`.execute(db);
  await sql`
    create table activity_only_price_history (
      product_id integer not null references activity_only_products (id) on delete cascade,
      participants integer not null,
      effective_from timestamptz not null,
      sell_price integer not null,
      primary key (product_id, participants, effective_from)
    )`.execute(db);
}

/** Drops the vouchers' price history (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists activity_only_price_history`.execute(db);
  await sql`alter table activity_only_products drop column if exists promo_from`.execute(db);
  await sql`alter table activity_only_products drop column if exists prices_from`.execute(db);
}
