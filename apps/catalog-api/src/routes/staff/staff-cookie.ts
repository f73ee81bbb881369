import { createHmac, timingSafeEqual } from 'node:crypto';
import { STAFF_SESSION_COOKIE } from '@escapade/api-contract';
import { secretFromEnvironment } from '../../plugins/secrets';

/** A staff session read from its cookie. */
export interface StaffSession {
  readonly email: string;
  readonly expiresAt: Date;
}

/** Why a cookie opens no session, as the 401 says it. */
export type StaffCookieProblem = 'missing' | 'malformed' | 'altered' | 'expired';

/** The secret that signs staff sessions: `STAFF_SESSION_SECRET`, or random per process (sessions then end with the process). */
export function staffSessionSecretFromEnvironment(environment: NodeJS.ProcessEnv = process.env): Buffer {
  return secretFromEnvironment('STAFF_SESSION_SECRET', environment);
}

const signatureOf = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** The cookie's value: the email and the expiry (seconds since the epoch), then their HMAC-SHA256. */
export function signStaffSession(secret: Buffer, session: StaffSession): string {
  const payload = `${Buffer.from(session.email, 'utf8').toString('base64url')}.${Math.floor(session.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The session a cookie value holds, checked in constant time against its signature and against the clock. */
export function verifyStaffSession(secret: Buffer, value: string | undefined, now: Date): StaffSession | StaffCookieProblem {
  if (value === undefined || value === '') return 'missing';
  const match = /^([A-Za-z0-9_-]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return 'malformed';
  const expected = signatureOf(secret, `${match[1]}.${match[2]}`);
  const sent = Buffer.from(match[3], 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'altered';
  const expiresAt = new Date(Number(match[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return { email: Buffer.from(match[1], 'base64url').toString('utf8'), expiresAt };
}

/** The staff cookie's value in a request's `Cookie` header. */
export function staffCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The `Set-Cookie` of a session (or of its end, `null`): HttpOnly, SameSite=Strict, Secure over HTTPS, expiring with the session. */
export function staffSetCookie(value: string | null, options: { expiresAt?: Date; now: Date; secure: boolean }): string {
  const lifetime = value === null || options.expiresAt === undefined ? 0 : Math.max(0, Math.floor((options.expiresAt.getTime() - options.now.getTime()) / 1000));
  const expires = value === null ? new Date(0) : (options.expiresAt ?? options.now);
  return [
    `${STAFF_SESSION_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${lifetime}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
