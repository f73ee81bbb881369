#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile: simulated slow 4G, 4× slower CPU, as Lighthouse's
// default) on the production build served as visitors get it, for the home page, the results page
// and a stay's page in two markets, and the Belgian Dutch home. Each page is measured five times
// after one unmeasured visit (the server's own warm-up), and the median of each figure is printed
// with the page's bytes on the wire. A benchmark, not a test: the figures depend on the machine
// (Lighthouse simulates the network and the CPU slow-down from what it observes), so compare runs
// made on the same machine.
//
// The server speaks HTTPS with HTTP/2, as a production site does (`TLS_CERT_FILE`), with a
// certificate made for the run; `BENCH_PROTOCOL=http1` measures plain HTTP/1.1 instead, as
// `npm start` serves it on a developer's machine. Lighthouse models the two differently: over
// HTTP/1.1 a page's files share six connections, each starting slow; over HTTP/2, one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { generate } from 'selfsigned';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { getText, waitFor } from './wait-for.mjs';

const root = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROTOCOL = process.env.BENCH_PROTOCOL ?? 'h2';
if (!['h2', 'http1'].includes(PROTOCOL)) throw new Error(`BENCH_PROTOCOL is h2 (HTTPS, the default) or http1, not ${PROTOCOL}`);
const SCHEME = PROTOCOL === 'h2' ? 'https' : 'http';
/**
 * Chromium resolves every `*.localhost` name to this machine, so each market's host name works as in
 * production. Results and stays in two markets; the home also in Belgian Dutch, whose target the
 * shell's issue sets too.
 */
const MARKETS = [
  { locale: 'fr_FR', origin: `${SCHEME}://localhost:${PORT}`, pages: ['home', 'search', 'product'] },
  { locale: 'es_ES', origin: `${SCHEME}://es.localhost:${PORT}`, pages: ['home', 'search', 'product'] },
  { locale: 'nl_BE', origin: `${SCHEME}://be.localhost:${PORT}`, pages: ['home'], home: '/nl/' },
];
/** What issue targets say for each kind of page: performance score and largest contentful paint. */
const TARGETS = { home: { score: 95, lcp: 2000 }, search: { score: 90, lcp: 2500 }, product: { score: 90, lcp: 2500 } };

const children = [];
const cleanup = [];
process.on('exit', () => {
  children.forEach((child) => child.kill('SIGKILL'));
  for (const run of cleanup) {
    try {
      run();
    } catch {
      // A browser still writing its profile: the folder is left in the temporary directory.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** A certificate for this machine's names, made for this run (written to a folder removed at exit), or none over HTTP/1.1. */
async function certificate() {
  if (PROTOCOL !== 'h2') return undefined;
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: '*.localhost' },
        ],
      },
    ],
  });
  const folder = mkdtempSync(join(tmpdir(), 'escapade-tls-'));
  cleanup.push(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, 'cert.pem'), pems.cert);
  writeFileSync(join(folder, 'key.pem'), pems.private);
  return { cert: pems.cert, env: { TLS_CERT_FILE: join(folder, 'cert.pem'), TLS_KEY_FILE: join(folder, 'key.pem') } };
}

/**
 * Headless Chromium with its DevTools port, for Lighthouse to drive. It accepts the run's own
 * certificate, which no authority signed; the connection is otherwise the one visitors get.
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'escapade-lighthouse-'));
  cleanup.push(() => rmSync(profile, { recursive: true, force: true, maxRetries: 3 }));
  const tlsArgs = PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : [];
  const chromium = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, ...tlsArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(chromium);
  return new Promise((done, fail) => {
    let output = '';
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) done(Number(listening[1]));
    });
    chromium.once('exit', (code) => fail(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${output}`)));
  });
}

/** The address of a stay the catalog sells in that market (the first card of a search in Paris or Madrid). */
async function productPath(locale) {
  const city = locale === 'es_ES' ? 'madrid' : 'paris';
  const response = await getText(`${SCHEME}://localhost:${PORT}/api/offers.json?locale=${locale}&city=${city}&limit=1`, { ca: tls?.cert });
  if (response.status !== 200) throw new Error(`the search for a product page answered ${response.status}`);
  const [card] = JSON.parse(response.text).exactMatches;
  if (!card) throw new Error(`no stay found in ${city} for ${locale}`);
  return card.uri;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Lighthouse's own failures to record a trace (it says to run again): a run that meets one is made again, up to twice. */
const RETRIED_RUNTIME_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** One Lighthouse run of the performance category, in its default mobile setting. */
async function measure(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  if (lhr.runtimeError && RETRIED_RUNTIME_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.warn(`${url}: ${lhr.runtimeError.code}, measured again`);
    return measure(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const tls = await certificate();
const server = spawn(process.execPath, ['dist/apps/catalog-api/server.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...tls?.env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(server);
await waitFor(`${SCHEME}://localhost:${PORT}/api/health`, { ca: tls?.cert });
const port = await launchChromium();

console.log(`Lighthouse mobile, median of ${RUNS} runs per page (after one unmeasured visit), ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}`);
console.log(`${'page'.padEnd(44)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'FCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'bytes'.padStart(9)}  target`);
for (const market of MARKETS) {
  const pages = [
    { kind: 'home', path: market.home ?? '/' },
    { kind: 'search', path: '/search?flow=booking' },
    ...(market.pages.includes('product') ? [{ kind: 'product', path: await productPath(market.locale) }] : []),
  ].filter((page) => market.pages.includes(page.kind));
  for (const page of pages) {
    const url = `${market.origin}${page.path}`;
    await measure(url, port);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(url, port));
    const figure = (key) => median(runs.map((run) => run[key]));
    const target = TARGETS[page.kind];
    console.log(
      `${`${market.locale} ${page.path}`.slice(0, 44).padEnd(44)} ${String(figure('score')).padStart(4)} ${`${(figure('lcp') / 1000).toFixed(2)} s`.padStart(7)} ${`${(figure('fcp') / 1000).toFixed(2)} s`.padStart(7)} ${`${Math.round(figure('tbt'))} ms`.padStart(7)} ${figure('cls').toFixed(3).padStart(6)} ${`${(figure('bytes') / 1024).toFixed(0)} KB`.padStart(9)}  ≥ ${target.score}, LCP ≤ ${(target.lcp / 1000).toFixed(1)} s`,
    );
  }
}
// Chromium first, so its profile folder is no longer written to when it is removed.
const browser = children.find((child) => child.spawnfile === CHROMIUM_PATH);
if (browser && browser.exitCode === null) await new Promise((done) => (browser.once('exit', done), browser.kill('SIGTERM')));
process.exit(0);
