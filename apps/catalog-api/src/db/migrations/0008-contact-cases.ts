import { sql, type Kysely } from 'kysely';

/**
 * Messages to customer care (the contact form), one case each, filed with the request type and
 * subtype of its reason and the status 'New'. `bot_check_signature` is the signature of the solved
 * challenge that let the message in; unique, so a challenge opens one case only. Staff writing on a
 * customer's behalf skip the check: their cases carry no signature and the staff member's email.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contact_cases (
      id serial primary key,
      reason text not null,
      request_type text not null,
      request_subtype text not null,
      booking_number text,
      name text not null,
      email text not null,
      phone text not null,
      description text not null,
      locale text not null,
      language text not null,
      point_of_sale text not null,
      status text not null default 'New',
      staff_email text,
      bot_check_signature text unique,
      created_at timestamptz not null default now()
    )`.execute(db);
}

/** Drops the cases (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists contact_cases`.execute(db);
}
