import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotCheckChallenge, BotCheckSolution } from '@escapade/api-contract';

/** The key derivation a browser repeats (one SHA-256 per try, through Web Crypto). */
export const BOT_CHECK_ALGORITHM = 'SHA-256';

/** How long a challenge may be solved and sent: time enough to write a message after the check. */
export const BOT_CHECK_LIFETIME_SECONDS = 15 * 60;

/**
 * The counter a browser must reach, drawn in this range: a second or so of hashing on a phone, a
 * cost a script sending cases by the thousand pays for each one.
 */
export const BOT_CHECK_COUNTERS = { min: 2_000, max: 12_000 } as const;

/** The two HMAC keys of the check: one signs a challenge's parameters, one the key its solution derives. */
export interface BotCheckKeys {
  readonly challenge: string;
  readonly derivedKey: string;
}

/** The check's keys, derived from one configured secret so neither can stand in for the other. */
export function botCheckKeys(secret: Buffer): BotCheckKeys {
  const key = (purpose: string) => createHmac('sha256', secret).update(`bot-check:${purpose}`).digest('hex');
  return { challenge: key('challenge'), derivedKey: key('derived-key') };
}

/**
 * A signed challenge that expires {@link BOT_CHECK_LIFETIME_SECONDS} from now, on the system clock:
 * the one the library checks expiry by.
 */
export async function issueChallenge(keys: BotCheckKeys): Promise<BotCheckChallenge> {
  const challenge = await createChallenge({
    algorithm: BOT_CHECK_ALGORITHM,
    cost: 1,
    counter: randomInt(BOT_CHECK_COUNTERS.min, BOT_CHECK_COUNTERS.max),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK_LIFETIME_SECONDS,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  if (challenge.signature === undefined) throw new Error('A bot-check challenge must be signed');
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt } = challenge.parameters;
  return { parameters: { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt }, signature: challenge.signature };
}

/** What a sent solution proves: a solved challenge of ours, one whose time is up, or nothing. */
export type BotCheckOutcome = 'verified' | 'expired' | 'invalid';

/**
 * Checks a solution against the challenge it came with: signed by this server, not expired, and
 * the derived key the one the challenge's key signature names. A value the library cannot read
 * (another algorithm, a key that is not hex) proves nothing rather than failing the request.
 */
export async function checkBotSolution(keys: BotCheckKeys, sent: BotCheckSolution): Promise<BotCheckOutcome> {
  if (sent.challenge.parameters.algorithm !== BOT_CHECK_ALGORITHM) return 'invalid';
  try {
    const result = await verifySolution({
      challenge: sent.challenge,
      solution: sent.solution,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.derivedKey,
    });
    if (result.verified) return 'verified';
    return result.expired ? 'expired' : 'invalid';
  } catch {
    return 'invalid';
  }
}
