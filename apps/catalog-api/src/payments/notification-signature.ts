import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider's notification is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'escapade-signature';

/** How old a notification's timestamp may be (either way), in seconds, before it is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The HMAC-SHA256 of `<timestamp>.<raw body>` with the secret, in hex. */
function signatureOf(secret: Buffer, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The signature header's value for a body sent at `now`. */
export function signNotification(secret: Buffer, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** Why a signature is refused, with the status to answer: 400 when it is missing or malformed, 401 when it does not hold. */
export interface SignatureRefusal {
  readonly status: 400 | 401;
  readonly reason: string;
}

/**
 * Checks a notification's signature over its raw body: `null` when it holds and is recent, else why
 * not. The comparison takes the same time whatever the bytes, so the signature cannot be guessed
 * byte by byte.
 */
export function verifyNotification(secret: Buffer, header: string | undefined, rawBody: string, now: Date): SignatureRefusal | null {
  if (header === undefined || header === '') return { status: 400, reason: `the ${SIGNATURE_HEADER} header is missing` };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || given === undefined || !/^[0-9a-f]{64}$/.test(given)) {
    return { status: 400, reason: `the ${SIGNATURE_HEADER} header must read t=<unix seconds>,v1=<hex HMAC-SHA256>` };
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { status: 401, reason: `the notification's timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds away from now` };
  }
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { status: 401, reason: 'the signature does not match the body' };
  return null;
}
