import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';

/** How failed sign-ins of one key (an e-mail, or a client address) are braked. */
export interface ThrottleRule {
  /** Failures after which each new attempt waits, doubling from 1 s (capped at {@link MAX_DELAY_SECONDS}). */
  readonly slowAfter: number;
  /** Failures after which attempts are refused for {@link ThrottleRule.lockSeconds}. */
  readonly lockAfter: number;
  readonly lockSeconds: number;
  /** A key with no failure for this long starts again from zero. */
  readonly forgetSeconds: number;
}

/** Per e-mail: three free tries, then waits, then a quarter-hour lock at ten (whether the e-mail has an account or not). */
export const ACCOUNT_THROTTLE: ThrottleRule = { slowAfter: 3, lockAfter: 10, lockSeconds: 15 * 60, forgetSeconds: 15 * 60 };

/** Per client address: looser, since several people may share one (an office, a phone network), but it stops a sweep across e-mails. */
export const ADDRESS_THROTTLE: ThrottleRule = { slowAfter: 20, lockAfter: 50, lockSeconds: 15 * 60, forgetSeconds: 15 * 60 };

const MAX_DELAY_SECONDS = 60;

/** Why an attempt is refused: waiting between tries, or locked; and by which count. */
export interface ThrottleRefusal {
  readonly kind: 'slowed' | 'locked';
  readonly by: 'email' | 'address';
  readonly retryAfterSeconds: number;
}

interface Counter {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

/** Seconds before a key with these failures may try again (0: now). */
export function secondsUntilAllowed(counter: Counter | undefined, rule: ThrottleRule, now: Date): { kind: 'slowed' | 'locked'; seconds: number } {
  if (counter === undefined) return { kind: 'slowed', seconds: 0 };
  const since = (now.getTime() - counter.lastFailureAt.getTime()) / 1000;
  if (since >= rule.forgetSeconds && counter.failures < rule.lockAfter) return { kind: 'slowed', seconds: 0 };
  if (counter.failures >= rule.lockAfter) return { kind: 'locked', seconds: Math.max(0, Math.ceil(rule.lockSeconds - since)) };
  if (counter.failures < rule.slowAfter) return { kind: 'slowed', seconds: 0 };
  const delay = Math.min(2 ** (counter.failures - rule.slowAfter), MAX_DELAY_SECONDS);
  return { kind: 'slowed', seconds: Math.max(0, Math.ceil(delay - since)) };
}

/** Whether a counter is old enough to start from zero again. */
const isForgotten = (counter: Counter, rule: ThrottleRule, now: Date) =>
  (now.getTime() - counter.lastFailureAt.getTime()) / 1000 >= (counter.failures >= rule.lockAfter ? rule.lockSeconds : rule.forgetSeconds);

/** The keys an attempt is counted under. */
export interface ThrottleKeys {
  readonly email: string;
  readonly address: string;
}

const keyOf = (keys: ThrottleKeys) => ({ email: `email:${keys.email.toLowerCase()}`, address: `address:${keys.address}` });

/**
 * The brute-force brake of the sign-in, kept in the database so every API replica shares it. An
 * attempt is counted as a failure before the password is checked, in one transaction that locks
 * both counters, so a burst of parallel guesses is braked as surely as a sequence; a success then
 * clears the e-mail's count (not the address's: one good account must not reset a sweep).
 */
export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules: { email: ThrottleRule; address: ThrottleRule } = { email: ACCOUNT_THROTTLE, address: ADDRESS_THROTTLE },
  ) {}

  /** Counts an attempt, or refuses it without counting when a count says to wait. */
  async attempt(keys: ThrottleKeys, now: Date): Promise<ThrottleRefusal | null> {
    const key = keyOf(keys);
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sign_in_throttles')
        .values([
          { key: key.address, failures: 0, last_failure_at: now },
          { key: key.email, failures: 0, last_failure_at: now },
        ])
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const rows = await trx.selectFrom('sign_in_throttles').selectAll().where('key', 'in', [key.address, key.email]).orderBy('key').forUpdate().execute();
      let refusal: ThrottleRefusal | null = null;
      for (const by of ['address', 'email'] as const) {
        const row = rows.find((candidate) => candidate.key === key[by]);
        const counter = row && { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) };
        const wait = secondsUntilAllowed(counter, this.rules[by], now);
        if (wait.seconds > 0 && (refusal === null || wait.seconds > refusal.retryAfterSeconds)) refusal = { kind: wait.kind, by, retryAfterSeconds: wait.seconds };
      }
      if (refusal) return refusal;
      for (const by of ['address', 'email'] as const) {
        const row = rows.find((candidate) => candidate.key === key[by]);
        const forgotten = row === undefined || isForgotten({ failures: row.failures, lastFailureAt: new Date(row.last_failure_at) }, this.rules[by], now);
        await trx
          .updateTable('sign_in_throttles')
          .set({ failures: forgotten ? 1 : (row?.failures ?? 0) + 1, last_failure_at: now })
          .where('key', '=', key[by])
          .execute();
      }
      return null;
    });
  }

  /** A correct password: the e-mail's count starts again from zero. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.db.deleteFrom('sign_in_throttles').where('key', '=', keyOf(keys).email).execute();
  }
}
