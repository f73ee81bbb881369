import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { CONTACT_REASONS, STAFF_SESSION_COOKIE, type BotCheckChallenge, type BotCheckSolution, type ContactCaseBody } from '@escapade/api-contract';
import { buildApp } from '../../app';
import { contentTables, type ContentTables } from '../../db/content-schema';
import { migrateToLatest } from '../../db/migrate';
import { openDatabase, type OpenedDatabase } from '../../db/open-database';
import type { StaffAccount } from '../staff/staff-accounts';
import { signStaffSession } from '../staff/staff-cookie';
import { BOT_CHECK_LIFETIME_SECONDS, botCheckKeys, issueChallenge } from './bot-check';

const STAFF_EMAIL = 'care.agent@escapade.example';
/** The account signs in elsewhere (see the staff routes' tests): here only its signed cookie matters. */
const ACCOUNTS: readonly StaffAccount[] = [{ email: STAFF_EMAIL, salt: randomBytes(16), hash: randomBytes(32) }];
const STAFF_SECRET = randomBytes(32);

/** A message from a Flemish visitor about a booking, with the spaces a form leaves around its fields. */
const MESSAGE: ContactCaseBody = {
  reason: 'emailconf',
  bookingNumber: '20261234',
  name: '  Lotte Van den Broeck ',
  email: ' lotte.vandenbroeck@example.be ',
  phone: ' +32 470 12 34 56 ',
  description: 'Ik heb de bevestigingsmail van mijn boeking niet ontvangen.',
  locale: 'nl_BE',
};

let app: FastifyInstance;
let db: Kysely<ContentTables>;

beforeAll(async () => {
  const database = await openDatabase({ inMemory: true });
  await migrateToLatest(database.db);
  db = contentTables(database.db);
  app = await buildApp({
    database,
    staff: { accounts: ACCOUNTS, secret: STAFF_SECRET },
    botCheckSecret: randomBytes(32),
    rateLimit: false,
    apiReference: false,
  });
  await app.ready();
}, 30_000);

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const fetchChallenge = () => app.inject({ method: 'GET', url: '/api/contact/challenge' });

async function challenge(): Promise<BotCheckChallenge> {
  const reply = await fetchChallenge();
  expect(reply.statusCode).toBe(200);
  return reply.json<BotCheckChallenge>();
}

/** Solves a challenge as the contact form does in a browser (Web Crypto SHA-256, counting up from 0). */
async function solve(issued: BotCheckChallenge): Promise<BotCheckSolution> {
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (solution === null) throw new Error('the challenge was not solved in time');
  return { challenge: issued, solution };
}

const send = (body: object, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/contact/cases', payload: body, headers: cookie === undefined ? {} : { cookie: `${STAFF_SESSION_COOKIE}=${cookie}` } });

const staffCookie = (expiresAt = new Date(Date.now() + 60 * 60 * 1000), secret = STAFF_SECRET) => signStaffSession(secret, { email: STAFF_EMAIL, expiresAt });

const cases = () => db.selectFrom('contact_cases').selectAll().orderBy('id').execute();

/** The 400 of a request the bot check refuses, naming the field and what was wrong with it. */
function expectBotCheckRefused(reply: LightMyRequestResponse, message: RegExp): void {
  expect(reply.statusCode).toBe(400);
  const body = reply.json<{ code: string; message: string; details: { field: string; message: string }[] }>();
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.message).toMatch(/^body\.botCheck: /);
  expect(body.details).toEqual([{ field: 'body.botCheck', message: expect.stringMatching(message) }]);
}

/** A solution with one of its values changed, the rest as solved. */
function altered(sent: BotCheckSolution, change: { parameters?: Partial<BotCheckChallenge['parameters']>; solution?: Partial<BotCheckSolution['solution']> }): BotCheckSolution {
  return {
    challenge: { ...sent.challenge, parameters: { ...sent.challenge.parameters, ...change.parameters } },
    solution: { ...sent.solution, ...change.solution },
  };
}

/** The same hexadecimal text with its first digit changed. */
const flipped = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;

describe('GET /api/contact/challenge', () => {
  it('hands out a signed SHA-256 challenge that expires in 15 minutes and is never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const reply = await fetchChallenge();
    const after = Math.ceil(Date.now() / 1000);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const issued = reply.json<BotCheckChallenge>();
    expect(issued.parameters).toEqual({
      algorithm: 'SHA-256',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      cost: 1,
      keyLength: 32,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: expect.any(Number),
    });
    expect(BOT_CHECK_LIFETIME_SECONDS).toBe(15 * 60);
    expect(issued.parameters.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(issued.parameters.expiresAt).toBeLessThanOrEqual(after + 15 * 60);
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hands out a different challenge each time', async () => {
    const [first, second] = [await challenge(), await challenge()];
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
    expect(second.parameters.salt).not.toBe(first.parameters.salt);
    expect(second.signature).not.toBe(first.signature);
  });
});

describe('POST /api/contact/cases with a solved challenge', () => {
  let solved: BotCheckSolution;

  beforeAll(async () => {
    solved = await solve(await challenge());
  }, 60_000);

  it.each([
    ['no bot check', (): BotCheckSolution | undefined => undefined, /^is required: solve a challenge from GET \/api\/contact\/challenge$/],
    ['a wrong derived key', () => altered(solved, { solution: { derivedKey: flipped(solved.solution.derivedKey) } }), /^is not the solution/],
    ['a derived key that is not hex', () => altered(solved, { solution: { derivedKey: 'not hexadecimal' } }), /^is not the solution/],
    ['an easier key prefix', () => altered(solved, { parameters: { keyPrefix: solved.challenge.parameters.keyPrefix.slice(0, 2) } }), /^is not the solution/],
    ['a lower cost', () => altered(solved, { parameters: { cost: 2 } }), /^is not the solution/],
    ['a later expiry', () => altered(solved, { parameters: { expiresAt: (solved.challenge.parameters.expiresAt ?? 0) + 3600 } }), /^is not the solution/],
    ['another algorithm', () => altered(solved, { parameters: { algorithm: 'SHA-512' } }), /^is not the solution/],
    ['no signature', () => ({ ...solved, challenge: { ...solved.challenge, signature: '' } }), /^is not the solution/],
  ])('refuses %s with a 400 on body.botCheck, and files nothing', async (_why, botCheckOf, message) => {
    const botCheck = botCheckOf();
    const reply = await send(botCheck === undefined ? MESSAGE : { ...MESSAGE, botCheck });
    expectBotCheckRefused(reply, message);
    expect(await cases()).toEqual([]);
  });

  it('files the message as a case of its reason, in the language and point of sale of its market, once', async () => {
    const sentAt = Date.now();
    const reply = await send({ ...MESSAGE, botCheck: solved });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ ok: true });
    const filed = await cases();
    expect(filed).toEqual([
      {
        id: expect.any(Number),
        reason: 'emailconf',
        request_type: CONTACT_REASONS.emailconf.requestType,
        request_subtype: CONTACT_REASONS.emailconf.requestSubtype,
        booking_number: '20261234',
        name: 'Lotte Van den Broeck',
        email: 'lotte.vandenbroeck@example.be',
        phone: '+32 470 12 34 56',
        description: MESSAGE.description,
        locale: 'nl_BE',
        language: 'nl',
        point_of_sale: 'be',
        status: 'New',
        staff_email: null,
        bot_check_signature: solved.challenge.signature,
        // A Date of the database driver's realm, not of the test's: checked by its time below.
        created_at: expect.anything(),
      },
    ]);
    expect(Math.abs(filed[0].created_at.getTime() - sentAt)).toBeLessThan(60_000);
    expect(CONTACT_REASONS.emailconf).toEqual({ requestType: 'Information/request', requestSubtype: 'Confirmation email' });

    // The same solution again, even for another message: the challenge has opened its case.
    const again = await send({ ...MESSAGE, reason: 'complaint', description: 'Nog een bericht.', botCheck: solved });
    expectBotCheckRefused(again, /^was already used: solve a new challenge$/);
    expect(await cases()).toHaveLength(1);
  });

  it('refuses a challenge signed with another secret (another server’s), however well solved', async () => {
    const elsewhere = await solve(await issueChallenge(botCheckKeys(randomBytes(32))));
    const before = (await cases()).length;
    expectBotCheckRefused(await send({ ...MESSAGE, botCheck: elsewhere }), /^is not the solution of a challenge this server issued$/);
    expect(await cases()).toHaveLength(before);
  }, 60_000);

  it('refuses a solved challenge once its 15 minutes are over, and takes it before', async () => {
    const issued = await challenge();
    const expiresAt = (issued.parameters.expiresAt ?? 0) * 1000;
    const sent = await solve(issued);
    const before = (await cases()).length;
    // The challenge expires on the system clock: sent 16 minutes after it was issued.
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt - BOT_CHECK_LIFETIME_SECONDS * 1000 + 16 * 60 * 1000);
    expectBotCheckRefused(await send({ ...MESSAGE, botCheck: sent }), /^has expired: solve a new challenge$/);
    expect(await cases()).toHaveLength(before);
    // A minute before it expires, the same solution still files the case.
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt - 60 * 1000);
    expect((await send({ ...MESSAGE, botCheck: sent })).statusCode).toBe(201);
    expect(await cases()).toHaveLength(before + 1);
  }, 60_000);
});

describe('POST /api/contact/cases from staff signed in on the customer-care site', () => {
  it('files the case without a bot check, with the staff member’s email', async () => {
    const reply = await send({ ...MESSAGE, reason: 'cancellation', locale: 'fr_BE' }, staffCookie());
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ ok: true });
    const filed = (await cases()).at(-1);
    expect(filed).toMatchObject({
      reason: 'cancellation',
      request_type: 'Cancellation Request',
      request_subtype: '',
      language: 'fr',
      point_of_sale: 'be',
      status: 'New',
      staff_email: STAFF_EMAIL,
      bot_check_signature: null,
    });
  });

  it('files any number of cases: staff cases take no challenge, so none is used up', async () => {
    const before = (await cases()).length;
    for (const reason of ['modification', 'other'] as const) expect((await send({ ...MESSAGE, reason }, staffCookie())).statusCode).toBe(201);
    expect(await cases()).toHaveLength(before + 2);
  });

  it.each([
    ['an expired session', () => staffCookie(new Date(Date.now() - 1000))],
    ['a session signed with another secret', () => staffCookie(undefined, randomBytes(32))],
    ['a session whose email was changed', () => staffCookie().replace(/^[\w-]+/, Buffer.from('lead@escapade.example').toString('base64url'))],
    ['a malformed cookie', () => 'not-a-session'],
  ])('takes %s for no session: the bot check is then required', async (_why, cookieOf) => {
    const before = (await cases()).length;
    expectBotCheckRefused(await send(MESSAGE, cookieOf()), /^is required/);
    expect(await cases()).toHaveLength(before);
  });
});

describe('POST /api/contact/cases field rules', () => {
  it('refuses a question about a booking without its booking number, naming the field', async () => {
    // Left out of the JSON sent, as `undefined` is.
    const reply = await send({ ...MESSAGE, reason: 'booking_info', bookingNumber: undefined }, staffCookie());
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ details: { field: string; message: string }[] }>().details).toEqual([
      { field: 'body.bookingNumber', message: 'is required unless the reason is avv_info' },
    ]);
  });

  it('files a question before booking (avv_info) without a booking number', async () => {
    const reply = await send({ ...MESSAGE, reason: 'avv_info', locale: 'it_IT', bookingNumber: undefined }, staffCookie());
    expect(reply.statusCode).toBe(201);
    expect((await cases()).at(-1)).toMatchObject({
      reason: 'avv_info',
      request_type: 'Hotel Activity information request',
      booking_number: null,
      language: 'it',
      point_of_sale: 'it',
    });
  });

  it.each([
    ['a booking number of 7 digits', { bookingNumber: '1234567' }, 'body.bookingNumber'],
    ['a name with digits', { name: 'Lotte 2' }, 'body.name'],
    ['a phone number of 5 digits', { phone: '+32 470' }, 'body.phone'],
    ['an email that is not one', { email: 'lotte@' }, 'body.email'],
    ['an unknown reason', { reason: 'refund' }, 'body.reason'],
  ])('refuses %s, naming the field', async (_why, change, field) => {
    const reply = await send({ ...MESSAGE, ...change }, staffCookie());
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(field);
  });
});

describe('configuration', () => {
  it('will not build the app with a BOT_CHECK_SECRET shorter than 32 characters', async () => {
    jest.replaceProperty(process, 'env', { ...process.env, BOT_CHECK_SECRET: 'x'.repeat(31) });
    // The check comes before the routes touch the database: a stand-in that is never used, nor closed.
    const database = { db: {} as OpenedDatabase['db'], driver: 'pglite' as const, location: 'memory', close: async () => undefined };
    await expect(buildApp({ database, staff: { accounts: ACCOUNTS, secret: STAFF_SECRET }, rateLimit: false, apiReference: false })).rejects.toThrow(
      'BOT_CHECK_SECRET must have at least 32 characters',
    );
  });
});
