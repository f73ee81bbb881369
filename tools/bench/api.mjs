#!/usr/bin/env node
// `npm run bench:api`: load tests of the search endpoints on loopback against the production build
// of the API (rate limit off), with the embedded database, or PostgreSQL when DATABASE_URL is set.
// Prints, for each scenario, requests per second, latency percentiles and errors; the first line is
// the ceiling of this machine: a plain Fastify route answering a constant.
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { importLibrary } from '../scripts/import-library.mjs';

const root = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const CEILING_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://localhost:${PORT}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
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
function steady(title, rate, requests) {
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
      const call = httpRequest({ host: 'localhost', port: PORT, method: built.method, path: built.path, headers: built.headers, agent }, (response) => {
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
        console.log(
          `${title.padEnd(58)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   non-2xx+errors ${bad}`,
        );
        done({ bad });
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

// The ceiling: Fastify answering a constant, on the same machine and loopback.
start(['-e', `require('fastify')().get('/constant', async () => ({ ok: true })).listen({ port: ${CEILING_PORT} })`], {});
start(['dist/apps/catalog-api/server.js'], { PORT: String(PORT), RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ESCAPADE_WEB_ROOT: '' });
await Promise.all([waitFor(`http://localhost:${CEILING_PORT}/constant`), waitFor(`${base}/api/health`)]);

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
const terms = ['pa', 'lyo', 'sain', 'mar', 'val', 'san', 'ro', '75', 'ams', 'brux', 'bar', 'mil', 'nap', 'sev', 'gand'];
const autocomplete = [
  { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/autocomplete-geonames.json?locale=fr_FR&term=${terms[turn++ % terms.length]}&maxResults=30` }) },
];

console.log(`Catalog API on ${database}: ${destinations.length} destinations, check-in ${checkin}, ${SECONDS} s per scenario`);
const results = [
  await run('ceiling: plain Fastify constant route, 50 connections', `http://localhost:${CEILING_PORT}/constant`, {}),
  await run('search (city, dates, 2 filters) + facets, 50 connections', base, { requests: searchWithFacets }),
  await steady('search + facets at a steady 500 req/s (open loop)', 500, searchWithFacets),
  await run('autocomplete, 50 connections', base, { requests: autocomplete }),
  await steady('autocomplete at a steady 2,000 req/s (open loop)', 2000, autocomplete),
];
const failed = results.filter((result) => result.bad > 0).length;
console.log(failed === 0 ? 'No errors and no non-2xx replies.' : `${failed} scenario(s) had errors or non-2xx replies.`);
process.exit(failed === 0 ? 0 : 1);
