import { sql, type Kysely } from 'kysely';

/**
 * The extras (upsells) of the weekend offers: `upsell_offer_id` is another offer of the same hotel, the
 * same stay plus something (a spa, a dinner…), listed on the offer's page in `position` order.
 * `label_*` names what it adds; `type` is SINGLE_VOUCHER when both offers are sold as gift vouchers
 * (the difference then comes from their gift price lists), else STAYS.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table offer_upsells (
      offer_id integer not null references offers (id) on delete cascade,
      upsell_offer_id integer not null references offers (id) on delete cascade,
      position integer not null,
      type text not null check (type in ('SINGLE_VOUCHER', 'STAYS')),
      label_fr text not null,
      label_es text not null,
      label_it text not null,
      label_nl text not null,
      label_en text not null,
      primary key (offer_id, upsell_offer_id),
      check (offer_id <> upsell_offer_id)
    )`.execute(db);
}

/** Drops the extras (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists offer_upsells`.execute(db);
}
