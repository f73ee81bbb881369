import { sql, type Kysely } from 'kysely';

/**
 * Whether a program line's activity can be done on any day of the stay, the visitor choosing which
 * (`any_day`). Null until the catalog's seed decides it, so a catalog seeded before the choice existed
 * gets it on its next start too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table offer_program_lines add column any_day boolean`.execute(db);
}

/** Drops the choice (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table offer_program_lines drop column if exists any_day`.execute(db);
}
