import { sql, type Kysely } from 'kysely';

/**
 * The price history of the weekend offers, for the EU price-indication rule (the lowest price of the
 * 30 days before a promo started). `offer_calendars.prices_from` is when the current nightly prices
 * took effect (null: not recorded); `offer_price_history` keeps each earlier list of nightly prices,
 * in force from `effective_from` until the next row's, the last one until `prices_from`. Rows are
 * shaped like the calendar: two-adult prices per stay day from `start_date`, null for a day not on
 * sale; earlier lists are only added, never changed. `offers.promo_from` is when the current promo
 * began (null without one): a price change during a promo does not start it again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table offer_calendars add column prices_from timestamptz`.execute(db);
  await sql`alter table offers add column promo_from timestamptz`.execute(db);
  await sql`
    create table offer_price_history (
      offer_id integer not null references offers (id) on delete cascade,
      effective_from timestamptz not null,
      start_date date not null,
      prices integer[] not null,
      primary key (offer_id, effective_from)
    )`.execute(db);
}

/** Drops the price history (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists offer_price_history`.execute(db);
  await sql`alter table offers drop column if exists promo_from`.execute(db);
  await sql`alter table offer_calendars drop column if exists prices_from`.execute(db);
}
