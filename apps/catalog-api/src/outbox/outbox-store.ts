import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/** An outbox row as the worker and the development mailbox read it. */
export interface OutboxRow {
  readonly id: number;
  readonly topic: string;
  readonly orderId: number | null;
  readonly payload: unknown;
  readonly createdAt: Date;
  /** How many times a worker took the row to send it, this time included. */
  readonly attempts: number;
  readonly sentAt: Date | null;
  readonly lastError: string | null;
}

interface OutboxRecord {
  id: number | string;
  topic: string;
  order_id: number | null;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
  sent_at: Date | string | null;
  last_error: string | null;
}

/** A row as the driver returns it (a bigint id as a number or text, JSON parsed or not, instants as dates or text). */
function outboxRow(record: OutboxRecord): OutboxRow {
  return {
    id: Number(record.id),
    topic: record.topic,
    orderId: record.order_id,
    payload: typeof record.payload === 'string' ? JSON.parse(record.payload) : record.payload,
    createdAt: new Date(record.created_at),
    attempts: record.attempts,
    sentAt: record.sent_at === null ? null : new Date(record.sent_at),
    lastError: record.last_error,
  };
}

/** An interval of whole milliseconds for the database's clock. */
const millisecondsInterval = (ms: number) => sql`make_interval(secs => ${Math.max(0, Math.round(ms)) / 1000})`;

/**
 * Takes up to `limit` unsent rows of these topics that are due, oldest first, for one worker: each
 * one's attempts counted and its next attempt put `leaseMs` away before the worker sends anything,
 * so a row being sent is not taken by another worker, and a row whose worker died is taken again
 * when its lease ends. Rows another transaction holds are skipped (`for update skip locked`: the
 * workers of several API processes on PostgreSQL take different rows; PGlite, with one session,
 * has no other). Times are the database's clock, the same for every process.
 */
export async function claimDueRows(db: Kysely<Database>, options: { topics: readonly string[]; limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  if (options.topics.length === 0) return [];
  const { rows } = await sql<OutboxRecord>`
    update outbox set attempts = attempts + 1, next_attempt_at = now() + ${millisecondsInterval(options.leaseMs)}
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and topic in (${sql.join(options.topics)})
      order by id
      limit ${options.limit}
      for update skip locked
    )
    returning id, topic, order_id, payload, created_at, attempts, sent_at, last_error`.execute(db);
  return rows.map(outboxRow).sort((a, b) => a.id - b.id);
}

/** Marks a row sent, once: a row marked already stays as it was. */
export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await sql`update outbox set sent_at = now(), last_error = null where id = ${id} and sent_at is null`.execute(db);
}

/** Puts a row back to be taken again in `retryInMs`, with why it failed (null when it was only let go unsent). */
export async function markUnsent(db: Kysely<Database>, id: number, retryInMs: number, error: string | null): Promise<void> {
  await sql`update outbox set next_attempt_at = now() + ${millisecondsInterval(retryInMs)}, last_error = coalesce(${error}, last_error) where id = ${id} and sent_at is null`.execute(
    db,
  );
}

/**
 * Makes every unsent row due now, for a start on the embedded database: one process alone opens it,
 * so a row still leased was taken by a process that died (killed, crashed) before marking it, and
 * waiting for the lease to end would hold its e-mail back for minutes. A row that process had sent
 * goes again with the same Message-ID, as after a lease ends; a row waiting to retry a failed send is
 * tried at once. Not for PostgreSQL, where a lease may be another live process's. Returns the count.
 */
export async function releaseLeases(db: Kysely<Database>): Promise<number> {
  const { numAffectedRows } = await sql`update outbox set next_attempt_at = now() where sent_at is null and next_attempt_at > now()`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/** The latest rows of these topics, newest first, sent or not: what the development mailbox lists. */
export async function latestRows(db: Kysely<Database>, options: { topics: readonly string[]; limit: number }): Promise<OutboxRow[]> {
  if (options.topics.length === 0) return [];
  const { rows } = await sql<OutboxRecord>`
    select id, topic, order_id, payload, created_at, attempts, sent_at, last_error from outbox
    where topic in (${sql.join(options.topics)})
    order by id desc
    limit ${options.limit}`.execute(db);
  return rows.map(outboxRow);
}
