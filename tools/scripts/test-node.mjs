#!/usr/bin/env node
// The checks again under the other Node.js lines users run (this repository's own line is in .nvmrc).
// Each runtime comes from the npm registry's `node` package, which carries the real binaries, so
// nothing is installed on the machine. The Nx cache is skipped: its task hashes do not include the
// Node.js version, so it would replay results obtained on another line.
//
// `npm run test:node` runs the full matrix: every unit test and every production build.
// `node tools/scripts/test-node.mjs --server` (the `npm test` step) runs what depends on the Node.js
// line: the API's unit and database tests, the API's build, a start of the built server that seeds a
// fresh database and answers a search, and the workspace tools' own tests. Browser bundles are left
// out: webpack's output does not change with the line that runs it.
// Versions may be named to run some lines only: `node tools/scripts/test-node.mjs --server 26.10.0`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APPS } from './apps.mjs';

/** Exact versions, so a run is repeatable; raise them when a line publishes a new release. */
const LINES = ['24.21.0', '26.10.0'];
/** The API's test files that run on the repository's own line only (see CHECKS). */
const API_TESTS_OF_ONE_LINE = ['api-fuzz.spec', 'contract-conformance.spec', 'seed-database.spec'];
/** The longest a fresh server may take to seed its database and answer. */
const BOOT_LIMIT_MS = 180_000;

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const serverOnly = args.includes('--server');
const versions = args.filter((arg) => !arg.startsWith('--'));
const nx = (command) => `npx nx ${command} --skip-nx-cache --parallel=2 --outputStyle=static`;

/**
 * The checks of each mode, as [name, shell command or function of the environment, options]. A check
 * with `together` runs on every line at the same time, each in one process of its own: a Jest run
 * spends much of its time on a few long files, one core each, so two lines side by side keep the
 * machine's cores busy through them.
 */
const CHECKS = serverOnly
  ? [
      // The fuzzer's and the conformance check's generated requests and the full-scale catalog generation
      // are the same work on every line: they run on the repository's own; here the server's start seeds
      // the full catalog.
      ['API unit and database tests', `npx jest -c apps/catalog-api/jest.config.cts --testPathIgnorePatterns ${API_TESTS_OF_ONE_LINE.join(' ')}`, { together: true }],
      ['API build', nx('run catalog-api:build')],
      // The server the last build left (a bundle does not depend on the line that made it), started on each line at once: each seeds its own database, one core each.
      ['built API answers a search', bootAndSearch, { together: true }],
      ['workspace tools’ tests', 'node --test tools/eslint/*.test.mjs tools/docs/*.test.mjs'],
    ]
  : [
      ['unit tests', nx('run-many -t test')],
      ['production build', nx(`run-many -t build -p ${APPS}`)],
    ];

/** Path of the `node` binary of that version, fetched once into npm's cache. */
function nodeBinary(version) {
  return execFileSync('npx', ['--yes', '--package', `node@${version}`, '--', 'node', '-p', 'process.execPath'], { cwd: root, encoding: 'utf8' }).trim();
}

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the built API on a fresh embedded database (seeded at start, with one search worker
 * thread), waits for it, searches stays, and stops it. Resolves to whether it answered with results.
 */
async function bootAndSearch(env, binary) {
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-node-line-'));
  const port = await freePort();
  const base = `http://localhost:${port}/api`;
  const server = spawn(binary, ['dist/apps/catalog-api/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), ESCAPADE_DATA_DIR: dataDir, SEARCH_WORKERS: '1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' },
    stdio: 'inherit',
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  try {
    const deadline = Date.now() + BOOT_LIMIT_MS;
    while (
      !(await fetch(`${base}/health`).then(
        (reply) => reply.ok,
        () => false,
      ))
    ) {
      if (exited) throw new Error('the server stopped before answering');
      if (Date.now() > deadline) throw new Error(`no answer after ${BOOT_LIMIT_MS / 1000} s`);
      await delay(500);
    }
    const reply = await fetch(`${base}/offers.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'fr_FR' }) });
    const body = await reply.json();
    if (!reply.ok || !(body.resultsCount > 0) || body.exactMatches.length === 0) throw new Error(`the search answered ${reply.status}: ${JSON.stringify(body).slice(0, 300)}`);
    console.log(`the built API answered a search with ${body.resultsCount} stays`);
    return true;
  } catch (error) {
    console.error(`built API: ${error.message}`);
    return false;
  } finally {
    if (!exited) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A shell command run with its output kept, resolving to whether it passed and what it printed. */
function runQuietly(command, env) {
  return new Promise((done) => {
    const child = spawn(command, { cwd: root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code) => done({ passed: code === 0, output: Buffer.concat(output).toString('utf8') }));
  });
}

const lines = (versions.length > 0 ? versions : LINES).map((version) => {
  const binary = nodeBinary(version);
  // Every `node` the commands start (npx, Nx, Jest's workers, esbuild's host, the server) is this one.
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH}`, NX_DAEMON: 'false' };
  const seen = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  if (seen !== `v${version}`) throw new Error(`expected Node.js v${version} on the PATH, found ${seen}`);
  return { binary, env, seen };
});

const results = [];
for (const [name, check, options] of CHECKS) {
  if (options?.together) {
    console.log(`\n━━ ${lines.map((line) => line.seen).join(' and ')} side by side: ${name}`);
    await Promise.all(
      lines.map(async ({ binary, env, seen }) => {
        const started = Date.now();
        const passed =
          typeof check === 'string'
            ? await runQuietly(check, env).then(({ passed, output }) => (console.log(`\n━━ Node.js ${seen}: ${name}\n${output}`), passed))
            : await check(env, binary);
        results.push({ label: `${seen} ${name}`, passed, seconds: (Date.now() - started) / 1000 });
      }),
    );
    continue;
  }
  for (const { binary, env, seen } of lines) {
    console.log(`\n━━ Node.js ${seen}: ${name}`);
    const started = Date.now();
    const passed = typeof check === 'string' ? spawnSync(check, { cwd: root, env, stdio: 'inherit', shell: true }).status === 0 : await check(env, binary);
    results.push({ label: `${seen} ${name}`, passed, seconds: (Date.now() - started) / 1000 });
  }
}

console.log('\n━━ test:node summary');
for (const result of results) console.log(`  ${result.passed ? 'passed' : 'failed'}  ${result.label.padEnd(40)} ${result.seconds.toFixed(1).padStart(6)} s`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
