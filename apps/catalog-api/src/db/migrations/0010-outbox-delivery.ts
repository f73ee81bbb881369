import { sql, type Kysely } from 'kysely';

/**
 * What the outbox worker keeps of each delivery: `next_attempt_at`, before which no worker takes the
 * row (now for a new row; a lease while one worker sends it; the retry's backoff after a failure),
 * and `last_error`, why the last attempt failed. Rows written with only topic, order and payload
 * are due at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table outbox add column next_attempt_at timestamptz not null default now()`.execute(db);
  await sql`alter table outbox add column last_error text`.execute(db);
}

/** Drops the delivery columns (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table outbox drop column if exists last_error`.execute(db);
  await sql`alter table outbox drop column if exists next_attempt_at`.execute(db);
}
