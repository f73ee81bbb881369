#!/usr/bin/env node
// `npm run bench:api`: load test of the search endpoints against the production build of the API
// (embedded database, rate limit off). Prints requests per second and latency percentiles.
// Needs `nx build catalog-api` first (the npm script does it).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://localhost:${PORT}`;

const server = spawn(process.execPath, ['dist/apps/catalog-api/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), RATE_LIMIT: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production', ESCAPADE_WEB_ROOT: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('The API did not start within 2 minutes');
}

/** Real destinations of each market, read from the autocomplete, so searches hit real data. */
async function destinations() {
  const terms = { fr_FR: ['par', 'lyo', 'ann', 'bor'], es_ES: ['mad', 'bar', 'sev'], it_IT: ['rom', 'mil', 'fir'], nl_NL: ['ams', 'utr', 'rot'] };
  const found = [];
  for (const [locale, words] of Object.entries(terms)) {
    for (const term of words) {
      const suggestions = await (await fetch(`${base}/api/autocomplete-geonames.json?locale=${locale}&term=${term}&maxResults=3`)).json();
      for (const suggestion of suggestions) found.push({ locale, [suggestion.category]: suggestion.value });
    }
  }
  return found;
}

function run(title, requests) {
  return new Promise((done, fail) => {
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests }, (error, result) => {
      if (error) return fail(error);
      const errors = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${errors}`,
      );
      done(result);
    });
  });
}

try {
  await waitForServer();
  const places = await destinations();
  const orders = ['priceQuality', 'priceAsc', 'popularity', 'promo'];
  let turn = 0;
  const pick = () => places[turn++ % places.length];
  const search = (extra = {}) => ({
    method: 'POST',
    path: '/api/offers.json',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const { locale, ...destination } = pick();
      return { ...request, body: JSON.stringify({ locale, orderBy: orders[turn % orders.length], searchCriterias: { ...destination, ...extra } }) };
    },
  });
  console.log(`${places.length} destinations, ${CONNECTIONS} connections, ${DURATION} s per scenario`);
  await run('POST /offers.json (city, no dates)', [search()]);
  await run('POST /offers.json (city, dates, filter)', [search({ checkin: nextSaturday(), night: 2, stars: [3, 4] })]);
  await run('POST /search/facets.json', [
    {
      method: 'POST',
      path: '/api/search/facets.json',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const { locale, ...destination } = pick();
        return { ...request, body: JSON.stringify({ locale, withActivities: true, criterias: destination }) };
      },
    },
  ]);
  const words = ['pa', 'lyo', 'sain', 'mar', 'val', 'san', 'ro', '75', 'ams', 'brux'];
  await run('GET /autocomplete-geonames.json', [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/autocomplete-geonames.json?locale=fr_FR&term=${words[turn++ % words.length]}` }) }]);
} finally {
  stop();
}

function nextSaturday() {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7 || 7) + 14);
  return date.toISOString().slice(0, 10);
}
