#!/usr/bin/env node
// `npm run bench:api`: load tests of the search endpoints on loopback against the production build
// of the API (rate limit off), with the embedded database, or PostgreSQL when DATABASE_URL is set.
// Prints, for each scenario, requests per second, latency percentiles and errors; the first line is
// the ceiling of this machine: a plain Fastify route answering a constant. The random scenarios
// draw new criteria for every request (seeded: every run sends the same sequence), so no cache of
// the server's flatters them. Orders are placed at a steady rate beside random searches, whose tail
// is compared with the same searches alone; on PGlite this run works on a throw-away copy of the
// database, so the orders never reach the developer's. With PGlite, the random scenarios run again
// on a catalog seeded four times larger, and the server's resident memory is printed for both.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { importLibrary } from '../scripts/import-library.mjs';
import { bookableStays, orderBody, sellableVouchers } from './bookable-orders.mjs';
import { seededRandom } from './seeded-random.mjs';
import { waitFor } from './wait-for.mjs';

const root = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const CEILING_PORT = PORT + 1;
const SCALED_PORT = PORT + 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
/** The catalog seeded at four times the size, for the growth run (PGlite only; reseeded when older than today). */
const SCALED_DATA_DIR = resolve(root, '.data/bench-x4');
const SCALE = 4;

const children = [];
const temporaryFolders = [];
process.on('exit', () => {
  children.forEach((child) => child.kill('SIGTERM'));
  temporaryFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** One closed-loop autocannon run: 50 connections, each sending its next request when the last is answered. */
function run(title, url, options) {
  return new Promise((done, fail) => {
    const latencies = [];
    const instance = autocannon({ url, duration: SECONDS, connections: 50, ...options }, (error, result) => {
      if (error) return fail(error);
      latencies.sort((a, b) => a - b);
      const bad = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${title.padEnd(58)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   non-2xx+errors ${bad}`,
      );
      done({ ...result, bad });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * An open-loop load at a steady rate: requests leave on a fixed schedule whatever the replies do,
 * and each latency is measured from its scheduled start, so queueing shows up (autocannon's
 * `overallRate` sends each second's requests in a burst, which measures a closed loop instead).
 */
function steady(title, url, rate, requests) {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let bad = 0;
  let sent = 0;
  let pending = 0;
  const started = performance.now();
  const total = rate * SECONDS;
  return new Promise((done) => {
    const send = (scheduledAt) => {
      const spec = requests[sent % requests.length];
      const built = spec.setupRequest ? spec.setupRequest({ method: spec.method, path: spec.path, headers: spec.headers }) : spec;
      sent++;
      pending++;
      const call = httpRequest({ host: hostname, port, method: built.method, path: built.path, headers: built.headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - scheduledAt);
          if (response.statusCode < 200 || response.statusCode >= 300) bad++;
          finish();
        });
      });
      call.on('error', () => {
        bad++;
        finish();
      });
      call.end(built.body);
    };
    const finish = () => {
      pending--;
      if (sent === total && pending === 0) {
        agent.destroy();
        latencies.sort((a, b) => a - b);
        const seconds = (performance.now() - started) / 1000;
        const figures = { rate: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
        console.log(
          `${title.padEnd(58)} ${String(Math.round(figures.rate)).padStart(6)} req/s   p50 ${figures.p50.toFixed(1)} ms   p95 ${figures.p95.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms   non-2xx+errors ${bad}`,
        );
        done({ bad, ...figures });
      }
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) send(started + (sent / rate) * 1000);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

const { MARKET_CODES, addDays, weekdayOf } = await importLibrary('libs/shared/util-market/src/index.ts');
const { marketToday } = await importLibrary('libs/shared/util-market/src/clock.ts');

/** A Saturday about a month ahead, in the French market's calendar: far enough for every offer to sell it. */
function nextWeekend() {
  const today = marketToday(new Date(), 'fr_FR');
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7 || 7) + 21);
}

/** Resident memory of a process now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Starts the built API on a port (extra environment for the database), waits until it answers. */
async function startApi(port, env = {}) {
  // `BENCH_SERVER_FLAGS='--cpu-prof'` profiles the server under the load.
  const child = start([...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), 'dist/apps/catalog-api/server.js'], {
    PORT: String(port),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    ESCAPADE_WEB_ROOT: '',
    ...env,
  });
  await waitFor(`http://localhost:${port}/api/health`);
  // Stopping waits for the exit, so a profile the server writes then (BENCH_SERVER_FLAGS) is complete.
  const stop = () => new Promise((done) => (child.exitCode === null ? child.once('exit', done).kill('SIGTERM') : done()));
  return { base: `http://localhost:${port}`, pid: child.pid, stop };
}

/**
 * The ×1 run's embedded database: a copy of the developer's (`ESCAPADE_DATA_DIR`, else
 * `.data/pglite`), removed at exit, so the orders it places never reach the developer's data; where
 * there is none yet, the server seeds the copy's empty folder. PostgreSQL: the server's own.
 */
function throwAwayDatabase() {
  if (process.env.DATABASE_URL) return {};
  const folder = mkdtempSync(join(tmpdir(), 'escapade-bench-'));
  temporaryFolders.push(folder);
  const source = process.env.ESCAPADE_DATA_DIR ? resolve(process.env.ESCAPADE_DATA_DIR) : resolve(root, '.data/pglite');
  const copy = join(folder, 'pglite');
  if (existsSync(source)) cpSync(source, copy, { recursive: true });
  return { ESCAPADE_DATA_DIR: copy };
}

/** Seeds the bigger catalog unless a seed of today at this scale is there already. */
function seedScaledCatalog() {
  const marker = resolve(SCALED_DATA_DIR, 'escapade-seed.txt');
  const today = new Date().toISOString().slice(0, 10);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === `${SCALE} ${today}`) return;
  console.log(`Seeding the ×${SCALE} catalog in ${SCALED_DATA_DIR} (once a day)…`);
  const env = { ...process.env, ESCAPADE_DATA_DIR: SCALED_DATA_DIR };
  const built = spawnSync('npx nx run catalog-api:build-seed --outputStyle=static', { cwd: root, shell: true, stdio: 'inherit' });
  const seeded = built.status === 0 ? spawnSync(process.execPath, ['dist/apps/catalog-api-seed/seed-cli.js', `--scale=${SCALE}`], { cwd: root, stdio: 'inherit', env }) : built;
  if (seeded.status !== 0) throw new Error('seeding the bigger catalog failed');
  writeFileSync(marker, `${SCALE} ${today}`);
}

// The ceiling: Fastify answering a constant, on the same machine and loopback.
start(['-e', `require('fastify')().get('/constant', async () => ({ ok: true })).listen({ port: ${CEILING_PORT} })`], {});
const api = await startApi(PORT, throwAwayDatabase());
await waitFor(`http://localhost:${CEILING_PORT}/constant`);
const base = api.base;
const memoryAtStart = memoryOf(api.pid);

// Real destinations: each market's best-selling cities.
const destinations = [];
for (const locale of MARKET_CODES) {
  for (const suggestion of await (await fetch(`${base}/api/recommendedAutocomplete.json?locale=${locale}`)).json()) destinations.push({ locale, city: suggestion.value });
}
const checkin = nextWeekend();
let turn = 0;
const json = { 'content-type': 'application/json' };
// A results page: the search with a city, dates and two filters, then its facets.
const searchWithFacets = [
  {
    method: 'POST',
    path: '/api/offers.json',
    headers: json,
    setupRequest: (request) => {
      const { locale, city } = destinations[turn++ % destinations.length];
      const criteria = { city, checkin, night: 2, stars: [3, 4, 5], minHotelReviewScore: 7 };
      return { ...request, body: JSON.stringify({ locale, searchCriterias: criteria, orderBy: 'priceQuality' }) };
    },
  },
  {
    method: 'POST',
    path: '/api/search/facets.json',
    headers: json,
    setupRequest: (request) => {
      const { locale, city } = destinations[turn % destinations.length];
      return { ...request, body: JSON.stringify({ locale, withActivities: true, criterias: { city, checkin, night: 2, stars: [3, 4, 5], minHotelReviewScore: 7 } }) };
    },
  },
];
// The randomized workload: every search draws its destination, dates, party, filters, sort and
// page afresh (seeded, so two runs send the same sequence), so nearly every criteria set is new
// to the read model's caches, as on a busy site with many visitors.
const SEED = Number(process.env.BENCH_SEED ?? 20_261_124);
let random = seededRandom(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const some = (list, most) => list.filter(() => random() < most / list.length);
const CRITERIA_FIELD = {
  city: 'city',
  region: 'region',
  department: 'department',
  country: 'country',
  touristicregion: 'touristicregion',
  poi: 'poi',
  searesort: 'searesort',
  skiresort: 'skiresort',
};
const places = new Map();
const prefixes = ['pa', 'ma', 'sa', 'la', 'ca', 'be', 'bo', 'ro', 'mo', 'li', 've', 'ge', 'na', 'to', 'am', 'ut', 'br', 'an', 'gr', 'le', 'ba', 'no', 'co', 'va'];
for (const locale of MARKET_CODES) {
  for (const term of prefixes) {
    for (const suggestion of await (await fetch(`${base}/api/autocomplete-geonames.json?locale=${locale}&term=${term}&maxResults=30`)).json()) {
      const field = CRITERIA_FIELD[suggestion.category];
      if (field) places.set(`${locale}:${field}:${suggestion.value}`, { locale, field, value: suggestion.value, lat: suggestion.latitude, lng: suggestion.longitude });
    }
  }
}
const randomPlaces = [...places.values()];
const facetValues = await (
  await fetch(`${base}/api/search/facets.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'fr_FR', withActivities: true, criterias: {} }),
  })
).json();
const valuesOf = (name) => (facetValues.filters[name] ?? []).map((option) => option.value).filter((value) => value !== 'pets');
const facilityValues = valuesOf('facilities');
const hotelTypeValues = valuesOf('hotelTypes');
/** Check-ins over the next ten months, from a week ahead. */
const checkins = Array.from({ length: 300 }, (_, day) => addDays(marketToday(new Date(), 'fr_FR'), 7 + day));

function randomSearch() {
  const place = pick(randomPlaces);
  const criteria = { [place.field]: place.value, adult: 1 + Math.floor(random() * 4), child: random() < 0.25 ? 1 + Math.floor(random() * 2) : 0 };
  if (random() < 0.8) Object.assign(criteria, { checkin: pick(checkins), night: pick([1, 2, 2, 3]) });
  const nearby = random() < 0.3;
  if (nearby) Object.assign(criteria, { lat: place.lat, lng: place.lng, distanceMax: pick([10, 30, 50, 100]) });
  if (random() < 0.4) criteria.stars = some([1, 2, 3, 4, 5], 2.5);
  if (random() < 0.3) criteria.minHotelReviewScore = pick([7, 8, 8.5, 9]);
  if (random() < 0.3) criteria.facilities = some(facilityValues, 2);
  if (random() < 0.15) criteria.petsAllowed = true;
  if (random() < 0.2) criteria.hotelType = some(hotelTypeValues, 1.5);
  if (random() < 0.25) criteria.priceMax = pick([20_000, 30_000, 50_000, 80_000]);
  for (const key of ['stars', 'facilities', 'hotelType']) if (criteria[key]?.length === 0) delete criteria[key];
  const orderBy = pick(nearby ? ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity'] : ['priceQuality', 'promo', 'priceAsc', 'popularity']);
  return { locale: place.locale, criteria, orderBy, page: random() < 0.8 ? 0 : 1 + Math.floor(random() * 3) };
}
let lastRandom = null;
// A results page as the client asks it: the search, then the facets of the same criteria.
const randomSearchWithFacets = [
  {
    method: 'POST',
    path: '/api/offers.json',
    headers: json,
    setupRequest: (request) => {
      lastRandom = randomSearch();
      const { locale, criteria, orderBy, page } = lastRandom;
      return { ...request, body: JSON.stringify({ locale, searchCriterias: criteria, orderBy, pagination: { page } }) };
    },
  },
  {
    method: 'POST',
    path: '/api/search/facets.json',
    headers: json,
    setupRequest: (request) => {
      const { locale, criteria } = lastRandom ?? randomSearch();
      return { ...request, body: JSON.stringify({ locale, withActivities: true, criterias: criteria }) };
    },
  },
];
// Searches alone, each with new criteria: the read model's worst case (no facets call to reuse them).
const randomSearches = [{ method: 'POST', path: '/api/offers.json', headers: json, setupRequest: randomSearchWithFacets[0].setupRequest }];

// Product pages' quotes: a stay found by the searches above, on a random date, length and party,
// as the product page asks after each date change (the database's program lines and hotel facts
// with the read model's calendar).
const products = new Map();
for (const { locale, city } of destinations) {
  const reply = await (
    await fetch(`${base}/api/offers.json`, { method: 'POST', headers: json, body: JSON.stringify({ locale, searchCriterias: { city }, pagination: { page: 0 } }) })
  ).json();
  for (const card of reply.exactMatches ?? []) products.set(`${locale}:${card.id}`, { locale, id: card.id, nights: card.nights });
}
const quotedProducts = [...products.values()];
const randomQuotes = [
  {
    method: 'GET',
    setupRequest: (request) => {
      const { locale, id, nights } = pick(quotedProducts);
      const party = `adult=${1 + Math.floor(random() * 3)}&child=${random() < 0.25 ? 1 : 0}&baby=0`;
      return { ...request, path: `/api/product/${id}/quote?locale=${locale}&checkin=${pick(checkins)}&nights=${nights}&${party}` };
    },
  },
];

const terms = ['pa', 'lyo', 'sain', 'mar', 'val', 'san', 'ro', '75', 'ams', 'brux', 'bar', 'mil', 'nap', 'sev', 'gand'];
const autocomplete = [
  { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/autocomplete-geonames.json?locale=fr_FR&term=${terms[turn++ % terms.length]}&maxResults=30` }) },
];

console.log(
  `Catalog API on ${database}: ${destinations.length} destinations, check-in ${checkin}, ${randomPlaces.length} places for random searches, ${quotedProducts.length} stays to quote, ${SECONDS} s per scenario`,
);
/** Orders per second beside the searches, and the searches per second the target names. */
const ORDER_RATE = 50;
const SEARCH_RATE_WITH_ORDERS = 1000;
/** Orders placed unmeasured first: the first ones compile the order path and fill each offer's rooms per night. */
const ORDER_WARM_UP = 25;

/**
 * Order requests for one run of the orders scenario, each a new order with its own Idempotency-Key:
 * half stays (two markets, nights that no other order of the run takes, so none is sold out), the
 * others activity vouchers, picked by asking the API as a visitor would.
 */
async function plannedOrderRequests(url, count) {
  const stays = await bookableStays(url, { markets: ['fr_FR', 'es_ES'], wanted: Math.ceil(count / 2) });
  const vouchers = await sellableVouchers(url, { markets: ['fr_FR', 'es_ES', 'it_IT'] });
  const run = Date.now();
  const bodies = Array.from({ length: count }, (_, index) => {
    const item = index % 2 === 0 && stays.length > 0 ? stays.pop() : vouchers[index % vouchers.length];
    return orderBody(item, `bench.${index}@example.com`);
  });
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/purchase/orders',
      setupRequest: (request) => {
        const index = next++;
        return { ...request, headers: { ...json, 'idempotency-key': `bench-order-${run}-${index}` }, body: JSON.stringify(bodies[index]) };
      },
    },
  ];
}

/** Lower rates tried, in order, when this machine cannot hold the searches' target rate alone. */
const FALLBACK_SEARCH_RATES = [750, 500, 250];
/** The searches' p99 alone above which a rate is not held: the requests queue instead of being answered as they come. */
const HELD_P99_MS = 100;

/**
 * The random searches alone at the target rate, or at the first lower rate this machine holds (an
 * open loop holds a rate when it is answered at that rate, within 5 %, with a p99 of at most
 * {@link HELD_P99_MS}); the same seeded sequence each time.
 */
async function searchesAloneAtHeldRate(url) {
  let alone;
  for (const rate of [SEARCH_RATE_WITH_ORDERS, ...FALLBACK_SEARCH_RATES]) {
    random = seededRandom(SEED);
    lastRandom = null;
    alone = { ...(await steady(`  random searches at a steady ${rate.toLocaleString('en')} req/s, alone`, url, rate, randomSearches)), target: rate };
    alone.held = alone.rate >= rate * 0.95 && alone.p99 <= HELD_P99_MS;
    if (alone.held) return alone;
    console.log(`  this machine does not hold ${rate.toLocaleString('en')} searches/s (answered at that rate with a p99 of at most ${HELD_P99_MS} ms)`);
  }
  return alone;
}

/**
 * Orders beside searches: orders at a steady 50/s alone, random searches at a steady 1,000/s alone
 * (or the lower rate this machine holds, said in the output), then the same searches (the same
 * seeded sequence) with orders at 50/s beside them, all open loops. Targets: the order's p99 at most
 * 150 ms beside the searches, and the searches' p99 there at most 1.2 times their p99 alone. The
 * load generator shares the machine's cores.
 */
async function ordersBesideSearches(title, url) {
  const orders = await plannedOrderRequests(url, ORDER_WARM_UP + 2 * ORDER_RATE * SECONDS);
  for (let index = 0; index < ORDER_WARM_UP; index++) {
    const { method, path, headers, body } = orders[0].setupRequest({ method: orders[0].method, path: orders[0].path });
    const reply = await fetch(`${url}${path}`, { method, headers, body });
    if (reply.status !== 201) throw new Error(`a warm-up order was answered ${reply.status}: ${(await reply.text()).slice(0, 300)}`);
  }
  console.log(title);
  const ordersAlone = await steady(`  orders (POST /api/purchase/orders) at a steady ${ORDER_RATE}/s, alone`, url, ORDER_RATE, orders);
  const alone = await searchesAloneAtHeldRate(url);
  random = seededRandom(SEED);
  lastRandom = null;
  const [searches, placed] = await Promise.all([
    steady(`  the same searches, beside the orders`, url, alone.target, randomSearches),
    steady(`  orders at a steady ${ORDER_RATE}/s, beside the searches`, url, ORDER_RATE, orders),
  ]);
  let rate = '';
  if (!alone.held) rate = ` (searches at ${alone.target.toLocaleString('en')}/s: this machine held none of the rates tried)`;
  else if (alone.target !== SEARCH_RATE_WITH_ORDERS) rate = ` (searches at ${alone.target.toLocaleString('en')}/s, what this machine holds, not 1,000/s)`;
  console.log(`  order p99 ${placed.p99.toFixed(1)} ms (target ≤ 150 ms); search p99 beside orders ${(searches.p99 / alone.p99).toFixed(2)}× alone (target ≤ 1.2×)${rate}`);
  return { bad: ordersAlone.bad + alone.bad + searches.bad + placed.bad };
}

/** Each random scenario starts the same sequence, so the runs on the two catalogs answer the same requests. */
const randomly = (scenario) => (title, url) => {
  random = seededRandom(SEED);
  lastRandom = null;
  return scenario(title, url);
};

/**
 * A server's first seconds compile its code and fill the caches that last (places' surroundings,
 * cancellation terms): 5 s of random pages from another sequence go first, unmeasured, so the
 * figures are of a server that has been up for a while, still meeting new criteria.
 */
async function warmUp(url) {
  random = seededRandom(SEED + 1);
  await new Promise((done, fail) => autocannon({ url, duration: 5, connections: 50, requests: randomSearchWithFacets }, (error) => (error ? fail(error) : done())));
}
const randomScenarios = [
  ['random searches (new criteria each), 50 connections', randomly((title, url) => run(title, url, { requests: randomSearches }))],
  ['random search + its facets, 50 connections', randomly((title, url) => run(title, url, { requests: randomSearchWithFacets }))],
  ['random searches at a steady 2,000 req/s (open loop)', randomly((title, url) => steady(title, url, 2000, randomSearches))],
];
/** Scenarios by name; `BENCH_ONLY=random` runs those whose title contains the word. */
const scenarios = [
  ['ceiling: plain Fastify constant route, 50 connections', (title) => run(title, `http://localhost:${CEILING_PORT}/constant`, {})],
  [
    'ceiling at a steady 2,000 req/s (open loop): the load generator’s own tail',
    (title) => steady(title, `http://localhost:${CEILING_PORT}`, 2000, [{ method: 'GET', path: '/constant' }]),
  ],
  ['search (city, dates, 2 filters) + facets, 50 connections', (title, url) => run(title, url, { requests: searchWithFacets })],
  ['search + facets at a steady 500 req/s (open loop)', (title, url) => steady(title, url, 500, searchWithFacets)],
  ...randomScenarios,
  ['random product quotes at a steady 200 req/s (open loop)', randomly((title, url) => steady(title, url, 200, randomQuotes))],
  ['orders at a steady 50/s beside random searches at 1,000/s (open loops)', ordersBesideSearches],
  ['autocomplete, 50 connections', (title, url) => run(title, url, { requests: autocomplete })],
  ['autocomplete at a steady 2,000 req/s (open loop)', (title, url) => steady(title, url, 2000, autocomplete)],
];
const chosen = ([title]) => !process.env.BENCH_ONLY || title.includes(process.env.BENCH_ONLY);
const results = [];
await warmUp(base);
for (const [title, scenario] of scenarios.filter(chosen)) results.push({ title, ...(await scenario(title, base)) });
const memoryAfter = memoryOf(api.pid);
console.log(`Server memory (×1 catalog): ${memoryAtStart.rss} MB resident after start, ${memoryAfter.rss} MB after the load (peak ${memoryAfter.peak} MB)`);
await api.stop();

if (!process.env.DATABASE_URL && process.env.BENCH_SCALED !== 'off' && randomScenarios.some(chosen)) {
  seedScaledCatalog();
  const scaled = await startApi(SCALED_PORT, { ESCAPADE_DATA_DIR: SCALED_DATA_DIR });
  const scaledAtStart = memoryOf(scaled.pid);
  await warmUp(scaled.base);
  console.log(`\nThe same random requests on the ×${SCALE} catalog:`);
  for (const [title, scenario] of randomScenarios.filter(chosen)) {
    const result = await scenario(`×${SCALE}: ${title}`, scaled.base);
    const single = results.find((candidate) => candidate.title === title);
    results.push(result);
    if (single?.requests && result.requests) console.log(`${''.padEnd(58)} ${Math.round((result.requests.average / single.requests.average) * 100)} % of the ×1 throughput`);
  }
  const scaledAfter = memoryOf(scaled.pid);
  console.log(`Server memory (×${SCALE} catalog): ${scaledAtStart.rss} MB resident after start, ${scaledAfter.rss} MB after the load (peak ${scaledAfter.peak} MB)`);
  await scaled.stop();
}
const failed = results.filter((result) => result.bad > 0).length;
console.log(failed === 0 ? 'No errors and no non-2xx replies.' : `${failed} scenario(s) had errors or non-2xx replies.`);
process.exit(failed === 0 ? 0 : 1);
