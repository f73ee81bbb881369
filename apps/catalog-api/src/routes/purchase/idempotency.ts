import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import { ClientError } from '../../plugins/contract-routes';

/** The field a reused key is refused on, as the contract names the header. */
const KEY_FIELD = 'headers.idempotency-key';

/** JSON with every object's keys in order, so two equal requests written in another key order hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of a request as the contract parsed it (defaults applied, spaces trimmed): what "the same body" means. */
export function requestHash(parsed: unknown): string {
  return createHash('sha256').update(canonicalJson(parsed)).digest('hex');
}

/** Another request holds the key (in flight on another connection, or committed meanwhile): its answer is replayed once it is stored. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('The idempotency key is taken by another request');
  }
}

/**
 * The answer stored for a key of a call, replayed when the body is the same; the same key with
 * another body is a 422. Undefined when the key was never used (or its request did not complete).
 */
export async function storedAnswer(db: Kysely<Database>, scope: string, key: string, hash: string): Promise<{ status: number; body: unknown } | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) {
    throw new ClientError(422, 'IDEMPOTENCY_KEY_REUSED', `${KEY_FIELD}: was used for another request; send a new key for a new order`, [
      { field: KEY_FIELD, message: 'was used for another request' },
    ]);
  }
  return { status: row.response_status, body: row.response_body };
}

/**
 * Claims a key inside the transaction that does the call's work, before any of it: a concurrent
 * request with the same key waits on the claim (PostgreSQL) or runs after it (PGlite), then finds
 * the key taken and replays the answer. The claim and the answer commit or roll back with the work.
 */
export async function claimKey(db: Kysely<Database>, scope: string, key: string, hash: string): Promise<void> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: hash, response_status: 0, response_body: 'null' })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) throw new IdempotencyKeyTaken();
}

/** Stores the call's answer with its claim (in the same transaction), for replays. */
export async function storeAnswer(db: Kysely<Database>, scope: string, key: string, answer: { status: number; body: unknown; orderId: number | null }): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: answer.status, response_body: JSON.stringify(answer.body), order_id: answer.orderId })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
