#!/usr/bin/env node
// `npm run chaos:orders`: a crash test of the purchase path. It starts the production build of the
// API (`dist/apps/catalog-api/server.js`, built by `nx run catalog-api:build`, which the npm script
// runs first) on a fresh embedded database in a temporary folder, with a real SMTP server of its own
// on loopback as `SMTP_URL`. It then places orders of stays and activity vouchers picked by asking the
// API (the seed's calendars move with the month, so no id is named here), each with an
// Idempotency-Key, and pays each through the sandbox provider's hosted card page, as a browser does,
// while it kills the server with SIGKILL at random moments and starts it again on the same folder.
// Every request that got no answer is sent again, with the same key and body, until it gets one.
//
// At the end it prints, and checks: every acknowledged order exists once (read back and replayed
// through the API, and counted in the database); no payment without its order; no order with two
// captured payments; one confirmation e-mail received per confirmed order once the outbox has
// drained, and none for another order. The exit code is 1 when one of these breaks.
//
// CHAOS_ORDERS (300), CHAOS_KILLS (8), CHAOS_CONCURRENCY (8 orders in flight), CHAOS_MAX_UPTIME_MS
// (3,000: a kill comes 0.2 s to this long after the server answers again), CHAOS_MAIL_WAIT_S (60),
// CHAOS_SEED and CHAOS_PORT (unset: a free port) change the run.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { bookableStays, orderBody, sellableVouchers } from '../bench/bookable-orders.mjs';
import { seededRandom } from '../bench/seeded-random.mjs';

const root = resolve(import.meta.dirname, '../..');
const SERVER = 'dist/apps/catalog-api/server.js';

/** A whole number from the environment, or its default. */
function setting(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

const ORDERS = setting('CHAOS_ORDERS', 300);
const KILLS = setting('CHAOS_KILLS', 8);
const CONCURRENCY = Math.max(1, setting('CHAOS_CONCURRENCY', 8));
const MAX_UPTIME_MS = Math.max(200, setting('CHAOS_MAX_UPTIME_MS', 3_000));
const MAIL_WAIT_MS = setting('CHAOS_MAIL_WAIT_S', 60) * 1000;
const SEED = setting('CHAOS_SEED', 20_261_207);
/** The first start seeds the catalog (about a minute on two cores); a start after a kill takes seconds. */
const START_TIMEOUT_MS = 5 * 60_000;
/** A request the server does not answer in this time is counted unanswered and sent again. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Payment attempts of one order before the run gives up on it (a kill can fail an attempt, as a declined card would). */
const PAYMENT_ATTEMPTS = 20;
/** The sandbox's card that succeeds (docs/payments.md), with any future expiry and CVC. */
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
const RETURN_PATH = '/checkout/payment';
const STAY_MARKETS = ['fr_FR', 'es_ES'];
const VOUCHER_MARKETS = ['fr_FR', 'es_ES', 'it_IT'];
const CONFIRMATION_TOPIC = 'email.order_confirmation';

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** A port nothing listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * A real SMTP server on loopback, as the outbox's tests use: every message is parsed and kept with
 * its Message-ID and recipient, so a copy sent again after a crash is recognised as the same e-mail.
 */
async function startSmtpServer() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          messages.push({ messageId: mail.messageId ?? '', to: mail.to?.value?.[0]?.address ?? '', subject: mail.subject ?? '' });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  return { port: server.server.address().port, messages, close: () => new Promise((done) => server.close(done)) };
}

/**
 * The built API on the run's folder and port, with the SMTP server as `SMTP_URL`, its log appended
 * to a file: `start()` waits until it answers, `kill()` is SIGKILL (nothing is flushed or closed),
 * `stop()` is SIGTERM (a clean shutdown).
 */
function apiServer({ port, dataDir, smtpPort, logFile }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    ESCAPADE_DATA_DIR: dataDir,
    ESCAPADE_WEB_ROOT: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    // The same secret after every restart, as replicas and a real provider would share it.
    PAYMENT_WEBHOOK_SECRET: 'chaos-test-webhook-secret-of-at-least-32-characters',
  };
  let child = null;
  const base = `http://localhost:${port}`;
  const exited = (process) => new Promise((done) => (process.exitCode !== null || process.signalCode !== null ? done() : process.once('exit', done)));
  const start = async () => {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [SERVER], { cwd: root, env, stdio: ['ignore', log, log] });
    closeSync(log);
    const started = performance.now();
    const running = child;
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (running.exitCode !== null) throw new Error(`the API stopped while starting (exit code ${running.exitCode}); its log:\n${tail(logFile)}`);
      try {
        if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await pause(100);
    }
    throw new Error(`the API did not answer within ${START_TIMEOUT_MS / 1000} s; its log:\n${tail(logFile)}`);
  };
  const signal = async (name) => {
    if (!child) return;
    const stopping = child;
    child = null;
    stopping.kill(name);
    await exited(stopping);
  };
  return { base, start, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM'), pid: () => child?.pid };
}

/** The last lines of a log file. */
function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * What the client side saw: requests sent, those cut off unanswered (by a kill, or no answer in
 * time), those refused while the server was down, and 5xx answers; each is sent again until answered.
 */
const traffic = { sent: 0, cut: 0, refused: 0, serverErrors: 0, inFlight: 0 };

/**
 * Sends a request until the server answers it with a status below 500, the same request each time
 * (the caller builds the same key and body), waiting a little between tries while the server is down.
 */
async function untilAnswered(url, init) {
  for (;;) {
    traffic.sent++;
    traffic.inFlight++;
    let reply;
    try {
      reply = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await reply.text();
      if (reply.status < 500) return { status: reply.status, location: reply.headers.get('location'), body };
      traffic.serverErrors++;
    } catch (error) {
      if (error?.cause?.code === 'ECONNREFUSED') traffic.refused++;
      else traffic.cut++;
    } finally {
      traffic.inFlight--;
    }
    await pause(150);
  }
}

/** A JSON call with its Idempotency-Key, sent until answered. */
const postJson = (url, body, key) =>
  untilAnswered(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) }, body: JSON.stringify(body) });

/** A GET's JSON, once the server answers; throws on a status other than 200. */
async function getJson(url) {
  const reply = await untilAnswered(url, { method: 'GET' });
  if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  return JSON.parse(reply.body);
}

/**
 * The run's orders: about one in three an activity voucher, the others stays (vouchers again when
 * the markets sell fewer stays), each with its own buyer address (which tells its e-mail apart) and
 * its own Idempotency-Key.
 */
async function plannedOrders(base, random) {
  const kinds = Array.from({ length: ORDERS }, () => (random() < 1 / 3 ? 'voucher' : 'stay'));
  const stays = await bookableStays(base, { markets: STAY_MARKETS, wanted: kinds.filter((kind) => kind === 'stay').length });
  const vouchers = await sellableVouchers(base, { markets: VOUCHER_MARKETS });
  let nextStay = 0;
  const run = `${SEED}-${Date.now()}`;
  return kinds.map((kind, index) => {
    const item = kind === 'stay' && nextStay < stays.length ? stays[nextStay++] : vouchers[Math.floor(random() * vouchers.length)];
    const email = `chaos.${index}@example.com`;
    return {
      index,
      kind: item.items.shortStayItem ? 'stay' : 'voucher',
      email,
      key: `chaos-order-${run}-${index}`,
      body: orderBody(item, email),
      orderUuid: null,
      bookingNumber: null,
      refused: null,
      paymentKey: null,
      paymentId: null,
      paymentAttempts: 0,
      confirmed: false,
      problem: null,
    };
  });
}

/** Places the order: its key and body sent until answered; 201 is the order, a 4xx a refusal. */
async function placeOrder(base, order) {
  const reply = await postJson(`${base}/api/purchase/orders`, order.body, order.key);
  if (reply.status === 201) {
    const placed = JSON.parse(reply.body);
    order.orderUuid = placed.orderUuid;
    order.bookingNumber = placed.bookingNumber;
    return true;
  }
  order.refused = `${reply.status} ${JSON.parse(reply.body).code ?? ''}`;
  return false;
}

/** The order's state as the API reads it. */
const orderState = async (base, order) => (await getJson(`${base}/api/purchase/orders/${order.orderUuid}`)).state;

/**
 * Pays the order by card as the checkout and a browser do: a payment asked with its own key (sent
 * again with the same key until answered), then the card typed on the sandbox's page (posted again
 * until answered). A kill can lose an attempt (the sandbox keeps its intents in memory, so an intent
 * of a killed process is declined); the buyer then pays again with a new key, as after a declined card.
 */
async function payOrder(base, order) {
  while (order.paymentAttempts < PAYMENT_ATTEMPTS) {
    order.paymentAttempts++;
    const key = `${order.key}-payment-${order.paymentAttempts}`;
    const asked = await postJson(`${base}/api/purchase/orders/${order.orderUuid}/payments`, { method: 'card', returnPath: RETURN_PATH }, key);
    if (asked.status === 409 && (await orderState(base, order)) === 'confirmed') return settle(order, true);
    if (asked.status !== 201) return fail(order, `the payment was answered ${asked.status}: ${asked.body.slice(0, 200)}`);
    const { paymentId } = JSON.parse(asked.body);
    const paid = await untilAnswered(`${base}/api/purchase/sandbox/pay/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(CARD).toString(),
    });
    // 303 to the confirmation: paid. 409: settled by an earlier post whose answer a kill cut off.
    if (paid.status === 303 && paid.location?.includes(`/confirmation/${order.orderUuid}`)) {
      Object.assign(order, { paymentKey: key, paymentId });
      return settle(order, true);
    }
    if (paid.status === 409 && (await orderState(base, order)) === 'confirmed') {
      Object.assign(order, { paymentKey: key, paymentId });
      return settle(order, true);
    }
    if (paid.status !== 303 && paid.status !== 409) return fail(order, `the card page was answered ${paid.status}`);
  }
  return fail(order, `not paid after ${PAYMENT_ATTEMPTS} attempts`);
}

const settle = (order, confirmed) => Object.assign(order, { confirmed });
const fail = (order, problem) => Object.assign(order, { problem });

/** Runs the orders, `CONCURRENCY` at a time, each placed then paid. */
async function runOrders(base, orders) {
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const order = orders[next++];
      if (await placeOrder(base, order)) await payOrder(base, order);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Kills the server with SIGKILL at random moments, up to `KILLS` times while orders run: each time
 * 0.2 s to `MAX_UPTIME_MS` after it answered again, then starts it on the same folder.
 */
async function killAtRandomMoments(server, random, running) {
  const kills = [];
  while (kills.length < KILLS && running()) {
    const uptime = 200 + random() * (MAX_UPTIME_MS - 200);
    await pause(uptime);
    if (!running()) break;
    const inFlight = traffic.inFlight;
    await server.kill();
    const restartMs = await server.start();
    kills.push({ uptime, inFlight, restartMs });
    console.log(`kill ${kills.length}: SIGKILL ${(uptime / 1000).toFixed(1)} s after it answered, ${inFlight} requests in flight; up again in ${(restartMs / 1000).toFixed(1)} s`);
  }
  return kills;
}

/** Each confirmed order's buyer address, once every one has received an e-mail or the wait is over. */
async function waitForEmails(smtp, orders) {
  const expected = new Set(orders.filter((order) => order.confirmed).map((order) => order.email));
  const started = performance.now();
  while (performance.now() - started < MAIL_WAIT_MS) {
    const arrived = new Set(smtp.messages.map((message) => message.to));
    if ([...expected].every((email) => arrived.has(email))) break;
    await pause(250);
  }
  // A copy a killed process sent twice would come with the others; give stragglers a moment.
  await pause(1_000);
  return performance.now() - started;
}

/**
 * Every acknowledged order read back and its request replayed through the API: the same key and
 * body must answer the same order, and the order must be in the state the client saw.
 */
async function checkThroughApi(base, orders) {
  const problems = [];
  for (const order of orders.filter((candidate) => candidate.orderUuid !== null)) {
    const stored = await getJson(`${base}/api/purchase/orders/${order.orderUuid}`);
    if (stored.bookingNumber !== order.bookingNumber) problems.push(`order ${order.index}: read back with booking number ${stored.bookingNumber}, not ${order.bookingNumber}`);
    if (order.confirmed && (stored.state !== 'confirmed' || stored.payment?.state !== 'captured')) {
      problems.push(`order ${order.index}: ${stored.state} with a ${stored.payment?.state ?? 'missing'} payment after a confirmation`);
    }
    const replay = await postJson(`${base}/api/purchase/orders`, order.body, order.key);
    if (replay.status !== 201 || JSON.parse(replay.body).orderUuid !== order.orderUuid)
      problems.push(`order ${order.index}: its key and body replayed answered ${replay.status}, another order`);
  }
  return problems;
}

/** Counts read from the database once the server stopped: PGlite opens the folder as the server does. */
async function countInDatabase(dataDir) {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    const count = async (query) => (await db.query(query)).rows[0].count;
    return {
      orderUuids: (await db.query('select order_uuid from orders')).rows.map((row) => row.order_uuid),
      orderKeys: await count(`select count(*)::int as count from idempotency_keys where scope = 'POST /purchase/orders'`),
      paymentsWithoutOrder: await count('select count(*)::int as count from payments p where not exists (select 1 from orders o where o.id = p.order_id)'),
      doublyCaptured: await count(`select count(*)::int as count from (select order_id from payments where state = 'captured' group by order_id having count(*) > 1) twice`),
      capturedPayments: await count(`select count(*)::int as count from payments where state = 'captured'`),
      failedPayments: await count(`select count(*)::int as count from payments where state in ('failed', 'cancelled')`),
      confirmed: await count(`select count(*)::int as count from orders where state = 'confirmed'`),
      confirmationsPerOrder: await count(
        `select count(*)::int as count from orders o where o.state = 'confirmed' and (select count(*) from outbox x where x.order_id = o.id and x.topic = '${CONFIRMATION_TOPIC}') <> 1`,
      ),
      unsent: await count('select count(*)::int as count from outbox where sent_at is null'),
      takenAgain: await count('select count(*)::int as count from outbox where attempts > 1'),
    };
  } finally {
    await db.close();
  }
}

/** The e-mails per buyer address: distinct messages (by Message-ID) and copies of one sent again. */
function emailsByBuyer(messages) {
  const byBuyer = new Map();
  for (const message of messages) {
    const ids = byBuyer.get(message.to) ?? new Map();
    ids.set(message.messageId, (ids.get(message.messageId) ?? 0) + 1);
    byBuyer.set(message.to, ids);
  }
  return byBuyer;
}

/** Prints a check's line and returns whether it holds. */
function check(label, value, holds) {
  console.log(`${holds ? 'ok  ' : 'FAIL'} ${label.padEnd(62)} ${value}`);
  return holds;
}

/** The run: the server and SMTP started, orders under kills, then the counts and the invariants. */
async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'escapade-chaos-'));
  const dataDir = join(folder, 'pglite');
  const logFile = join(folder, 'server.log');
  const smtp = await startSmtpServer();
  const port = process.env.CHAOS_PORT ? Number(process.env.CHAOS_PORT) : await freePort();
  const server = apiServer({ port, dataDir, smtpPort: smtp.port, logFile });
  let passed = false;
  const stopAll = async () => {
    await server.stop();
    await smtp.close();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    console.log(`Starting the API on port ${port} on a fresh embedded database (the first start seeds it)…`);
    const seededMs = await server.start();
    console.log(`Ready in ${(seededMs / 1000).toFixed(1)} s; picking ${ORDERS} orders by asking the API…`);
    const random = seededRandom(SEED);
    const orders = await plannedOrders(server.base, random);
    const stays = orders.filter((order) => order.kind === 'stay').length;
    console.log(`${stays} stays and ${orders.length - stays} activity vouchers, ${CONCURRENCY} in flight, up to ${KILLS} kills`);

    const started = performance.now();
    let running = true;
    const killing = killAtRandomMoments(server, random, () => running);
    await runOrders(server.base, orders);
    running = false;
    const kills = await killing;
    const ordersMs = performance.now() - started;
    const mailMs = await waitForEmails(smtp, orders);
    const apiProblems = await checkThroughApi(server.base, orders);
    await server.stop();
    const counted = await countInDatabase(dataDir);
    await smtp.close();

    passed = report({ orders, kills, ordersMs, mailMs, apiProblems, counted, messages: smtp.messages });
  } catch (error) {
    console.error(error);
    await stopAll();
  }
  if (passed) rmSync(folder, { recursive: true, force: true });
  else console.log(`The server's log and database are kept in ${folder}`);
  process.exit(passed ? 0 : 1);
}

/** Prints the figures and the checks; true when every invariant holds. */
function report({ orders, kills, ordersMs, mailMs, apiProblems, counted, messages }) {
  const acknowledged = orders.filter((order) => order.orderUuid !== null);
  const confirmed = orders.filter((order) => order.confirmed);
  const refused = orders.filter((order) => order.refused !== null);
  const stuck = orders.filter((order) => order.problem !== null);
  const byBuyer = emailsByBuyer(messages);
  const ackedUuids = new Set(acknowledged.map((order) => order.orderUuid));
  const unknownOrders = counted.orderUuids.filter((uuid) => !ackedUuids.has(uuid)).length;
  const missingOrders = [...ackedUuids].filter((uuid) => !counted.orderUuids.includes(uuid)).length;
  const confirmedEmails = new Set(confirmed.map((order) => order.email));
  const withoutEmail = confirmed.filter((order) => !byBuyer.has(order.email)).length;
  const withTwoEmails = confirmed.filter((order) => (byBuyer.get(order.email)?.size ?? 0) > 1).length;
  const strayEmails = [...byBuyer.keys()].filter((email) => !confirmedEmails.has(email)).length;
  const resentCopies = [...byBuyer.values()].reduce((sum, ids) => sum + [...ids.values()].reduce((copies, seen) => copies + seen - 1, 0), 0);
  const paymentAttempts = confirmed.reduce((sum, order) => sum + order.paymentAttempts, 0);

  console.log(
    `\n${orders.length} orders in ${(ordersMs / 1000).toFixed(1)} s with ${kills.length} kills (${(kills.reduce((sum, kill) => sum + kill.restartMs, 0) / 1000) | 0} s of restarts); ` +
      `${traffic.sent} requests: ${traffic.cut} cut off unanswered, ${traffic.refused} refused while it was down, ${traffic.serverErrors} answered 5xx, each sent again`,
  );
  console.log(
    `${paymentAttempts} payment attempts for ${confirmed.length} confirmed orders; in the database ${counted.capturedPayments} captured payments, ${counted.failedPayments} failed or cancelled`,
  );
  console.log(
    `${messages.length} e-mails received (${resentCopies} a copy of one already received, same Message-ID) within ${(mailMs / 1000).toFixed(1)} s of the last order; ` +
      `${counted.takenAgain} outbox rows taken more than once (after a kill)\n`,
  );
  for (const order of stuck) console.log(`order ${order.index} (${order.kind}): ${order.problem}`);
  for (const problem of apiProblems) console.log(problem);
  const holds = [
    check('acknowledged orders (201)', acknowledged.length, acknowledged.length + refused.length === orders.length),
    check('refused orders (4xx: sold out, price changed…)', refused.map((order) => order.refused).join(', ') || 0, refused.length === 0),
    check('orders in the database', counted.orderUuids.length, counted.orderUuids.length === acknowledged.length),
    check('  of them not acknowledged to the client (a double)', unknownOrders, unknownOrders === 0),
    check('acknowledged orders missing from the database', missingOrders, missingOrders === 0),
    check('order keys stored', counted.orderKeys, counted.orderKeys === acknowledged.length),
    check('orders read back and replayed wrong through the API', apiProblems.length, apiProblems.length === 0),
    check('payments without an order', counted.paymentsWithoutOrder, counted.paymentsWithoutOrder === 0),
    check('orders with two captured payments', counted.doublyCaptured, counted.doublyCaptured === 0),
    check('confirmed orders (client / database)', `${confirmed.length} / ${counted.confirmed}`, confirmed.length === counted.confirmed && stuck.length === 0),
    check('confirmed orders without exactly one outbox e-mail', counted.confirmationsPerOrder, counted.confirmationsPerOrder === 0),
    check('outbox e-mails not sent', counted.unsent, counted.unsent === 0),
    check('confirmed orders without an e-mail received', withoutEmail, withoutEmail === 0),
    check('confirmed orders with two different e-mails', withTwoEmails, withTwoEmails === 0),
    check('e-mails to a buyer of no confirmed order', strayEmails, strayEmails === 0),
  ].every(Boolean);
  console.log(holds ? '\nEvery invariant holds.' : '\nAn invariant broke.');
  return holds;
}

await main();
