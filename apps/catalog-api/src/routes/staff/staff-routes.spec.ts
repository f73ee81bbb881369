import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_SECONDS } from '@escapade/api-contract';
import { buildApp } from '../../app';
import { checkStaffCredentials, parseStaffAccounts, staffAccountsFromEnvironment } from './staff-accounts';
import { signStaffSession, staffSessionSecretFromEnvironment } from './staff-cookie';

/** An entry of `STAFF_ACCOUNTS` as the README says to write one: with the workspace's script. */
const staffAccountEntry = (email: string, password: string) =>
  execFileSync(process.execPath, [resolve(__dirname, '../../../../../tools/scripts/staff-password.mjs'), email, password], { encoding: 'utf8' }).trim();

const EMAIL = 'care.agent@escapade.example';
const PASSWORD = 'correct horse battery staple';
const ACCOUNTS = parseStaffAccounts(`${staffAccountEntry(EMAIL, PASSWORD)},${staffAccountEntry('lead@escapade.example', 'another one')}`);
const SECRET = randomBytes(32);
const START = new Date('2026-11-26T08:00:00Z');

let clock = START;
let app: FastifyInstance;

beforeEach(async () => {
  clock = START;
  app = await buildApp({ apiReference: false, rateLimit: false, staff: { accounts: ACCOUNTS, secret: SECRET }, now: () => clock });
});

afterEach(async () => {
  await app.close();
});

const signIn = (body: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/staff/session', payload: body as object, headers });

/** The staff cookie a reply sets, as a browser sends it back. */
function cookieOf(reply: LightMyRequestResponse): string {
  const header = String(reply.headers['set-cookie']);
  return header.split(';')[0];
}

const session = (cookie?: string) => app.inject({ method: 'GET', url: '/api/staff/session', headers: cookie === undefined ? {} : { cookie } });

describe('POST /api/staff/session', () => {
  it('signs a configured staff member in with a signed HttpOnly, SameSite=Strict cookie that expires with the session', async () => {
    const reply = await signIn({ email: ` ${EMAIL.toUpperCase()} `, password: PASSWORD });
    expect(reply.statusCode).toBe(200);
    const expiresAt = new Date(START.getTime() + STAFF_SESSION_SECONDS * 1000);
    expect(reply.json()).toEqual({ email: EMAIL, expiresAt: expiresAt.toISOString() });
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${STAFF_SESSION_COOKIE}=[\\w-]+\\.\\d+\\.[\\w-]{43}; Path=/; Max-Age=${STAFF_SESSION_SECONDS}; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Strict$`),
    );
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the site is served over HTTPS (behind a proxy that ends TLS)', async () => {
    await app.close();
    app = await buildApp({ apiReference: false, rateLimit: false, staff: { accounts: ACCOUNTS, secret: SECRET }, now: () => clock });
    const reply = await signIn({ email: EMAIL, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(String(reply.headers['set-cookie'])).toMatch(/; SameSite=Strict; Secure$/);
  });

  it.each([
    ['a wrong password', { email: EMAIL, password: 'correct horse battery' }],
    ['an unknown email', { email: 'someone@escapade.example', password: PASSWORD }],
    ['another account’s password', { email: 'lead@escapade.example', password: PASSWORD }],
  ])('answers 401 with the reason for %s, and sets no cookie', async (_why, body) => {
    const reply = await signIn(body);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Not signed in: unknown email or wrong password.',
      details: [{ field: 'body', message: 'unknown email or wrong password' }],
    });
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no password', { email: EMAIL }, 'body.password'],
    ['an empty password', { email: EMAIL, password: '' }, 'body.password'],
    ['an email that is not one', { email: 'care.agent', password: PASSWORD }, 'body.email'],
    ['an unknown field', { email: EMAIL, password: PASSWORD, admin: true }, 'body.admin'],
  ])('answers 400 naming the field for %s', async (_why, body, field) => {
    const reply = await signIn(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'BAD_REQUEST', details: [expect.objectContaining({ field })] });
  });

  it('spends the request budget like every API call', async () => {
    await app.close();
    app = await buildApp({ apiReference: false, rateLimit: { max: 2, timeWindowMs: 60_000 }, staff: { accounts: ACCOUNTS, secret: SECRET } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn({ email: EMAIL, password: 'guess' })).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('GET /api/staff/session', () => {
  it('names the signed-in staff member while the cookie is valid', async () => {
    const cookie = cookieOf(await signIn({ email: EMAIL, password: PASSWORD }));
    clock = new Date(START.getTime() + (STAFF_SESSION_SECONDS - 1) * 1000);
    const reply = await session(cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ email: EMAIL });
  });

  it('answers 401 without a cookie', async () => {
    const reply = await session();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: 'UNAUTHORIZED', details: [{ field: 'cookie', message: 'no staff session' }] });
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = cookieOf(await signIn({ email: EMAIL, password: PASSWORD }));
    clock = new Date(START.getTime() + STAFF_SESSION_SECONDS * 1000);
    expect((await session(cookie)).json()).toMatchObject({ details: [{ field: 'cookie', message: 'the staff session has expired' }] });
  });

  it('answers 401 to a tampered cookie: another email, a later expiry, or another key', async () => {
    const cookie = cookieOf(await signIn({ email: EMAIL, password: PASSWORD }));
    const [name, value] = cookie.split('=');
    const [email, expiry, signature] = value.split('.');
    const forged = [
      `${name}=${Buffer.from('lead@escapade.example').toString('base64url')}.${expiry}.${signature}`,
      `${name}=${email}.${Number(expiry) + 86_400}.${signature}`,
      `${name}=${signStaffSession(randomBytes(32), { email: EMAIL, expiresAt: new Date(START.getTime() + 3_600_000) })}`,
    ];
    for (const forgery of forged) expect((await session(forgery)).json()).toMatchObject({ details: [{ field: 'cookie', message: 'the staff session cookie was altered' }] });
    expect((await session(`${name}=not-a-session`)).json()).toMatchObject({ details: [{ field: 'cookie', message: 'the staff session cookie is not one this server writes' }] });
  });
});

describe('DELETE /api/staff/session', () => {
  it('clears the cookie, also when no one is signed in', async () => {
    const reply = await app.inject({ method: 'DELETE', url: '/api/staff/session' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    expect(String(reply.headers['set-cookie'])).toBe(`${STAFF_SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict`);
  });
});

describe('configuration', () => {
  it('reads STAFF_ACCOUNTS, accepts the development account only outside production, and refuses a malformed entry', async () => {
    expect(staffAccountsFromEnvironment({ NODE_ENV: 'production' })).toEqual([]);
    const development = staffAccountsFromEnvironment({ NODE_ENV: 'development' });
    expect(development.map((account) => account.email)).toEqual(['staff@escapade.localhost']);
    expect(await checkStaffCredentials(development, 'staff@escapade.localhost', 'dev-only-staff-password')).toBe(development[0]);
    expect(staffAccountsFromEnvironment({ NODE_ENV: 'production', STAFF_ACCOUNTS: ` ${staffAccountEntry(EMAIL, PASSWORD)}\n` }).map((account) => account.email)).toEqual([EMAIL]);
    expect(() => parseStaffAccounts(`${EMAIL}:${PASSWORD}`)).toThrow('is not written email:scrypt:<salt>:<hash>');
  });

  it('signs with STAFF_SESSION_SECRET when set (at least 32 characters), else with a random key per process', () => {
    expect(staffSessionSecretFromEnvironment({ STAFF_SESSION_SECRET: 's'.repeat(32) }).toString()).toBe('s'.repeat(32));
    expect(() => staffSessionSecretFromEnvironment({ STAFF_SESSION_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(staffSessionSecretFromEnvironment({}).equals(staffSessionSecretFromEnvironment({}))).toBe(false);
  });
});
