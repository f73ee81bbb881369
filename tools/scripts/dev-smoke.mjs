#!/usr/bin/env node
// Smoke test of the development setup, as a team working on one remote starts it: the dev servers of
// the API, the shell and the search remote (`npm run dev` starts every remote the same way), then
// `/search` through the shell on 4200 must show the search remote's results, fed by an `/api` reply
// through the shell's proxy. One remote proves the shell's proxy and hot-reload setup; compiling the
// other four again would only repeat what the production build checks. Edits nothing; stops every
// process it started, and fails if one of the development ports is still answering afterwards.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const SHELL = 'http://localhost:4200';
/** The projects served, and every development port (`npm run dev`'s): none may be busy before, or answer after. */
const PROJECTS = 'catalog-api,shell,search';
const PORTS = [4200, 4201, 4202, 4203, 4204, 4205, 3000];
const STARTUP_LIMIT_MS = 6 * 60_000;
const logFile = resolve(root, 'dist/dev-smoke.log');

/** Whether something accepts connections on a local port. */
function listening(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

const busy = [];
for (const port of PORTS) if (await listening(port)) busy.push(port);
if (busy.length > 0) {
  console.error(`dev smoke: ports ${busy.join(', ')} are already in use; stop what serves them first.`);
  process.exit(1);
}

mkdirSync(resolve(root, 'dist'), { recursive: true });
const log = createWriteStream(logFile);
// Its own process group, so every process it starts (Nx, webpack, the API) is stopped together.
const dev = spawn('npx', ['nx', 'run-many', '-t', 'serve', '-p', PROJECTS, '--parallel=3', '--outputStyle=stream'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, NX_DAEMON: 'false' },
});
dev.stdout.pipe(log);
dev.stderr.pipe(log);
let exited = false;
dev.on('exit', () => (exited = true));

function stop(signal) {
  try {
    process.kill(-dev.pid, signal);
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop('SIGTERM'), process.exit(1)));

async function waitFor(label, check) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the dev servers exited before ${label} (see ${logFile})`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 2_000));
  }
  throw new Error(`${label} not ready after ${STARTUP_LIMIT_MS / 1000} s (see ${logFile})`);
}

const started = Date.now();
let failure;
try {
  // The shell's page, a remote's entry and the API, all through the shell's dev server.
  await waitFor('the shell on 4200', async () => (await fetch(`${SHELL}/`)).ok);
  await waitFor('the search remote through the shell', async () => (await fetch(`${SHELL}/remotes/search/remoteEntry.js`)).ok);
  await waitFor('the API through the shell', async () => (await fetch(`${SHELL}/api/health`)).ok);
  console.log(`dev smoke: every dev server answers after ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const apiReplies = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/offers')) apiReplies.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${SHELL}/search?flow=booking#city=paris`);
    await page.getByRole('heading', { level: 2, name: /offres à Paris$/ }).waitFor({ timeout: 120_000 });
    if (!apiReplies.some((reply) => reply.startsWith('200 ') && reply.includes('localhost:4200'))) {
      throw new Error(`no /api/offers reply through the shell's proxy: ${apiReplies.join(', ') || 'none'}`);
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    console.log(`dev smoke: /search through the shell shows the remote's results (${apiReplies[0]})`);
  } finally {
    await browser.close();
  }
} catch (error) {
  failure = error;
} finally {
  stop('SIGTERM');
  const deadline = Date.now() + 30_000;
  let left = PORTS;
  while (Date.now() < deadline) {
    left = [];
    for (const port of PORTS) if (await listening(port)) left.push(port);
    if (left.length === 0) break;
    await new Promise((done) => setTimeout(done, 1_000));
  }
  if (left.length > 0) {
    stop('SIGKILL');
    failure ??= new Error(`ports ${left.join(', ')} still answered 30 s after stopping the dev servers`);
  }
  log.end();
}
if (failure) {
  console.error(`dev smoke failed: ${failure.message}`);
  process.exit(1);
}
console.log('dev smoke: every process stopped');
