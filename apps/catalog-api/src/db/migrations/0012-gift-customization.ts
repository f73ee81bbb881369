import { sql, type Kysely } from 'kysely';

/**
 * What the gift setup offers beside the voucher itself (product-side.md, single voucher and custom
 * sub-elements):
 *
 * - `gift_shipping_costs`: per market, the shipping of a printed voucher to an address in its own
 *   country (`amount`) and the international fee per other country (`international_fees`, country code
 *   → cents), and `physical_format_enabled`, the switch that pauses the printed format without a
 *   release (its point of sale must also support it: util-market's toggle).
 * - `custom_sub_element_categories` and `custom_sub_elements`: the customization options, grouped,
 *   named in the five catalog languages, with their price in cents and picture.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table gift_shipping_costs (
      market text primary key,
      amount integer not null check (amount >= 0),
      international_fees jsonb not null,
      physical_format_enabled boolean not null
    )`.execute(db);
  await sql`
    create table custom_sub_element_categories (
      id integer primary key,
      position smallint not null,
      single_selection boolean not null,
      name_fr text not null,
      name_es text not null,
      name_it text not null,
      name_nl text not null,
      name_en text not null,
      description_fr text not null,
      description_es text not null,
      description_it text not null,
      description_nl text not null,
      description_en text not null
    )`.execute(db);
  await sql`
    create table custom_sub_elements (
      id integer primary key,
      category_id integer not null references custom_sub_element_categories (id) on delete cascade,
      position smallint not null,
      price integer not null check (price >= 0),
      image_id integer not null,
      recommended boolean not null,
      is_default boolean not null,
      name_fr text not null,
      name_es text not null,
      name_it text not null,
      name_nl text not null,
      name_en text not null
    )`.execute(db);
}

/** Drops the gift's shipping costs and customization (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists custom_sub_elements`.execute(db);
  await sql`drop table if exists custom_sub_element_categories`.execute(db);
  await sql`drop table if exists gift_shipping_costs`.execute(db);
}
