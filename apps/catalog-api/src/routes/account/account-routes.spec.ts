import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCOUNT_SESSION_COOKIE } from '@escapade/api-contract';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE } from './sign-in-throttle';

const SITE = 'http://localhost';
const PASSWORD = 'a long enough passphrase';
const START = new Date('2026-12-07T09:00:00Z');

let clock = START;
let app: FastifyInstance;
let visitors = 0;

beforeAll(async () => {
  const database = await openDatabase({ inMemory: true });
  await migrateToLatest(database.db);
  app = await buildApp({ database, apiReference: false, rateLimit: false, now: () => clock, accounts: { secret: randomBytes(32) } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
});

/** A fresh e-mail and client address for each test, so counts do not carry over. */
function newVisitor() {
  visitors += 1;
  return { email: `visitor.${visitors}@example.fr`, address: `192.0.2.${visitors}` };
}

interface Call {
  cookie?: string;
  origin?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, body: object | undefined, { cookie, origin = SITE, address = '198.51.100.1', headers = {} }: Call = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { ...(origin === null ? {} : { origin }), ...(cookie === undefined ? {} : { cookie }), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const signUp = (body: object, options?: Call) => call('POST', '/api/account/sign-up', body, options);
const signIn = (body: object, options?: Call) => call('POST', '/api/account/session', body, options);
const session = (cookie?: string) => call('GET', '/api/account/session', undefined, { cookie, origin: null });
const signOut = (options?: Call) => call('DELETE', '/api/account/session', undefined, options);

/** The session cookie a reply sets, as a browser sends it back. */
function cookieOf(reply: LightMyRequestResponse): string {
  const header = [reply.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${ACCOUNT_SESSION_COOKIE}=`));
  if (header === undefined) throw new Error('no session cookie');
  return header.split(';')[0];
}

async function newAccount(visitor = newVisitor()) {
  const reply = await signUp({ name: 'Camille Martin', email: visitor.email, password: PASSWORD }, { address: visitor.address });
  expect(reply.statusCode).toBe(201);
  return { ...visitor, cookie: cookieOf(reply) };
}

describe('POST /api/account/sign-up', () => {
  it('creates the account and signs it in with an HttpOnly, SameSite=Lax cookie on path /, named as the spec names it', async () => {
    const { email } = newVisitor();
    const reply = await signUp({ name: ' Camille Martin ', email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ account: { id: expect.any(String), name: 'Camille Martin', email, emailVerified: false } });
    const setCookie = [reply.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith(`${ACCOUNT_SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect((await session(cookieOf(reply))).json()).toEqual({ account: expect.objectContaining({ email, name: 'Camille Martin' }) });
  });

  it('marks the cookie Secure over HTTPS (behind a proxy that ends TLS)', async () => {
    const reply = await signUp(
      { name: 'Camille', email: newVisitor().email, password: PASSWORD },
      {
        origin: 'https://escapade.example',
        headers: { host: 'escapade.example', 'x-forwarded-proto': 'https' },
      },
    );
    expect(reply.statusCode).toBe(201);
    expect([reply.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith(`${ACCOUNT_SESSION_COOKIE}=`))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('refuses a password shorter than ten characters, naming the field, and creates nothing', async () => {
    const { email } = newVisitor();
    const reply = await signUp({ name: 'Camille', email, password: 'too short' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().details).toEqual([expect.objectContaining({ field: 'body.password' })]);
    expect((await signIn({ email, password: 'too short' })).statusCode).toBe(401);
  });

  it('answers 409 to an e-mail that already has an account, and keeps its password', async () => {
    const { email } = await newAccount();
    const reply = await signUp({ name: 'Someone else', email, password: 'another long passphrase' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await signIn({ email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/account/session (sign-in)', () => {
  it('signs in with the right password and opens a new session', async () => {
    const { email, address } = await newAccount();
    const reply = await signIn({ email: email.toUpperCase(), password: PASSWORD }, { address });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ account: expect.objectContaining({ email }) });
    expect((await session(cookieOf(reply))).json().account).toMatchObject({ email });
  });

  it('gives the same answer to a wrong password and to an e-mail without an account', async () => {
    const { email } = await newAccount();
    const wrongPassword = await signIn({ email, password: 'not the password' });
    const noAccount = await signIn({ email: newVisitor().email, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noAccount.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(noAccount.json());
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The e-mail or the password is wrong.' });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });
});

describe('the sign-in brake', () => {
  it('slows failed sign-ins of one e-mail after three, with a clear message and Retry-After, then lets the right password in once the wait is over', async () => {
    const { email, address } = await newAccount();
    for (let failure = 1; failure <= ACCOUNT_THROTTLE.slowAfter; failure += 1) {
      expect((await signIn({ email, password: `wrong ${failure}` }, { address })).statusCode).toBe(401);
    }
    const slowed = await signIn({ email, password: PASSWORD }, { address });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({ code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'Too many failed sign-ins: wait 1 s before trying again.' });
    clock = new Date(clock.getTime() + 1000);
    expect((await signIn({ email, password: PASSWORD }, { address })).statusCode).toBe(200);
  });

  it('locks the e-mail after ten failures for a quarter of an hour, even from other addresses and with the right password', async () => {
    const { email } = await newAccount();
    for (let failure = 1; failure <= ACCOUNT_THROTTLE.lockAfter; failure += 1) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await signIn({ email, password: `wrong ${failure}` }, { address: `203.0.113.${failure}` })).statusCode).toBe(401);
    }
    const locked = await signIn({ email, password: PASSWORD }, { address: '203.0.113.99' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(ACCOUNT_THROTTLE.lockSeconds));
    expect(locked.json().message).toBe('Too many failed sign-ins: signing in is locked. Try again in 15 min.');
    clock = new Date(clock.getTime() + ACCOUNT_THROTTLE.lockSeconds * 1000);
    expect((await signIn({ email, password: PASSWORD }, { address: '203.0.113.99' })).statusCode).toBe(200);
  });

  it('locks an e-mail without an account exactly as one with an account, so the brake tells nothing either', async () => {
    const unknown = newVisitor().email;
    const { email: known } = await newAccount();
    const answers: string[] = [];
    for (const email of [unknown, known]) {
      for (let failure = 1; failure <= ACCOUNT_THROTTLE.lockAfter; failure += 1) {
        clock = new Date(clock.getTime() + 60_000);
        await signIn({ email, password: 'wrong' }, { address: `198.18.0.${failure}` });
      }
      const reply = await signIn({ email, password: 'wrong' }, { address: '198.18.1.1' });
      answers.push(`${reply.statusCode} ${reply.headers['retry-after']} ${reply.body}`);
    }
    expect(answers[0]).toMatch(/^429 900 /);
    expect(answers[1]).toBe(answers[0]);
  });

  it('brakes one address trying many e-mails, and locks it', async () => {
    const address = '192.0.2.250';
    for (let failure = 1; failure <= ADDRESS_THROTTLE.lockAfter; failure += 1) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await signIn({ email: `sweep.${failure}@example.fr`, password: 'wrong' }, { address })).statusCode).toBe(401);
    }
    const { email } = await newAccount();
    const locked = await signIn({ email, password: PASSWORD }, { address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().details).toEqual([expect.objectContaining({ field: 'address', message: 'locked' })]);
    expect((await signIn({ email, password: PASSWORD }, { address: '192.0.2.251' })).statusCode).toBe(200);
  });

  it('brakes a burst of parallel guesses as surely as a sequence', async () => {
    const { email } = await newAccount();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn({ email, password: `guess ${index}` }, { address: `198.51.100.${index + 10}` })));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_THROTTLE.slowAfter);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - ACCOUNT_THROTTLE.slowAfter);
  });
});

describe('GET /api/account/session', () => {
  it('answers account null to a visitor and to a cookie this server did not write', async () => {
    expect((await session()).json()).toEqual({ account: null });
    expect((await session(`${ACCOUNT_SESSION_COOKIE}=forged.value`)).json()).toEqual({ account: null });
  });
});

describe('DELETE /api/account/session (sign-out)', () => {
  it('ends the session on the server: a copy of the cookie taken before signing out opens nothing', async () => {
    const { cookie } = await newAccount();
    const copy = cookie;
    const reply = await signOut({ cookie });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    expect([reply.headers['set-cookie']].flat().join('\n')).toMatch(new RegExp(`^${ACCOUNT_SESSION_COOKIE}=; Max-Age=0`, 'm'));
    expect((await session(copy)).json()).toEqual({ account: null });
  });

  it('ends only that session: the same account signed in elsewhere stays signed in', async () => {
    const { email, cookie } = await newAccount();
    const elsewhere = cookieOf(await signIn({ email, password: PASSWORD }));
    await signOut({ cookie });
    expect((await session(elsewhere)).json().account).toMatchObject({ email });
  });

  it('is fine twice, and without a session', async () => {
    expect((await signOut({ origin: SITE })).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a sign-out another site asks for, and the session stays open', async () => {
    const { cookie, email } = await newAccount();
    const reply = await signOut({ cookie, origin: 'https://attacker.example' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await session(cookie)).json().account).toMatchObject({ email });
  });

  it('refuses a cookie-carrying state change that does not say where it comes from', async () => {
    const { cookie } = await newAccount();
    expect((await signOut({ cookie, origin: null })).statusCode).toBe(403);
  });

  it('refuses a sign-in posted by another site’s page (login CSRF), by Origin or by Fetch Metadata', async () => {
    const { email } = await newAccount();
    expect((await signIn({ email, password: PASSWORD }, { origin: 'https://attacker.example' })).statusCode).toBe(403);
    expect((await signIn({ email, password: PASSWORD }, { origin: null, headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })).statusCode).toBe(403);
  });

  it('accepts a call through the development proxy, which forwards the host the browser addressed', async () => {
    const { cookie } = await newAccount();
    // A development proxy forwards the host the browser addressed; the library compares the origin with it.
    const reply = await signOut({ cookie, origin: 'http://localhost:4200', headers: { 'x-forwarded-host': 'localhost:4200' } });
    expect(reply.statusCode).toBe(200);
  });
});
