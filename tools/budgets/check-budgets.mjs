#!/usr/bin/env node
// Size budgets of the production build. Prints, per app, the gzip size of every emitted
// JavaScript file, then loads each page in Chromium to measure what a visitor really downloads:
// the shell's initial JavaScript on `/` (asked for before the load event; without the remote modules
// it mounts, measured on their own), the same with what the page fetches after load (content below
// the first screen) by network idle, and the chunks holding react-dom.
// Fails when a limit of limits.json is exceeded.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist/apps');
const limits = JSON.parse(readFileSync(join(import.meta.dirname, 'limits.json'), 'utf8'));
const APPS = ['shell', 'search', 'product', 'gifting', 'checkout', 'account'];
const PORT = 4390;
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const failures = [];

/** react-dom's client build is the only chunk holding the key it marks its root containers with (the shell's start-up also names createRoot and hydrateRoot). */
const isReactDomClient = (source) => source.includes('__reactContainer$');

const gzipOf = new Map();
for (const app of APPS) {
  const folder = join(dist, app);
  if (!existsSync(folder)) throw new Error(`No build in dist/apps/${app}: run the production build first.`);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort();
  let total = 0;
  console.log(`\n${app} (${files.length} JavaScript files)`);
  for (const file of files) {
    const source = readFileSync(join(folder, file));
    const size = gzipSync(source, { level: 9 }).length;
    gzipOf.set(`${app}/${file}`, { size, reactDom: isReactDomClient(source.toString()) });
    total += size;
    console.log(`  ${fmt(size).padStart(10)}  ${file}`);
    if (file === 'remoteEntry.js' && kb(size) > limits.remoteEntryJsKb) {
      failures.push(`${app}/remoteEntry.js is ${fmt(size)} gzip, over the ${limits.remoteEntryJsKb} KB limit`);
    }
  }
  console.log(`  ${fmt(total).padStart(10)}  all files`);
}

const server = spawn(process.execPath, [join(root, 'dist/apps/catalog-api/server.js')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer(`http://localhost:${PORT}/api/health`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log('\nJavaScript downloaded per page (gzip)');
  for (const [path, remote] of Object.entries(limits.pages)) {
    const page = await browser.newPage();
    const loaded = [];
    // Scripts asked for after the load event are the page's deferred part (content below the first screen).
    let pageLoaded = false;
    page.on('load', () => (pageLoaded = true));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push({ pathname: new URL(request.url()).pathname, deferred: pageLoaded });
    });
    await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
    await page.close();
    const files = loaded.map(({ pathname, deferred }) => {
      const key = pathname.startsWith('/remotes/') ? pathname.slice('/remotes/'.length) : `shell${pathname}`;
      const info = gzipOf.get(key);
      if (!info) throw new Error(`${path} loaded ${pathname}, which is not in the build`);
      return { pathname, deferred, ...info };
    });
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const beforeRemote = files.filter((file) => !file.pathname.startsWith('/remotes/')).reduce((sum, file) => sum + file.size, 0);
    const reactDom = files.filter((file) => file.reactDom).map((file) => file.pathname);
    // BUDGET_FILES=1 lists what each page downloads, largest first.
    if (process.env.BUDGET_FILES)
      for (const file of [...files].sort((a, b) => b.size - a.size)) console.log(`    ${fmt(file.size).padStart(10)}  ${file.pathname}${file.deferred ? '  (after load)' : ''}`);
    console.log(
      `  ${path.padEnd(22)} ${fmt(total).padStart(10)} in ${files.length} files${remote ? ` (remote ${remote}: ${fmt(total - beforeRemote)})` : ''}; react-dom in ${reactDom.length} chunk(s)`,
    );
    const pageLimit = limits.pageJsKb?.[path];
    if (pageLimit !== undefined) {
      console.log(`  ${''.padEnd(22)} page limit ${pageLimit} KB, target ${limits.pageJsTargetKb?.[path] ?? pageLimit} KB`);
      if (kb(total) > pageLimit) failures.push(`${path} downloads ${fmt(total)} of JavaScript, over its ${pageLimit} KB limit`);
    }
    const routesLimit = remote === null ? undefined : limits.routesJsKb?.[remote];
    if (routesLimit !== undefined) {
      const routes = remoteCode(remote, files);
      console.log(`  ${''.padEnd(22)} ${remote}'s ./Routes code: ${fmt(routes)} (limit ${routesLimit} KB; remoteEntry and shared packages excluded)`);
      if (kb(routes) > routesLimit) failures.push(`${remote}'s ./Routes code is ${fmt(routes)}, over its ${routesLimit} KB limit`);
    }
    if (remote === null) {
      // A shell page fetches no remote, except the exposed modules it mounts (the home page's search box).
      const mounted = limits.moduleJsKb?.[path] ?? {};
      const mountedRemotes = new Set(Object.keys(mounted).map((module) => module.split('/')[0]));
      const unexpected = files.filter((file) => file.pathname.startsWith('/remotes/') && !mountedRemotes.has(file.pathname.split('/')[2]));
      if (unexpected.length > 0) failures.push(`${path} fetched remote files before any remote route: ${unexpected.map((f) => f.pathname).join(', ')}`);
      for (const [module, moduleLimit] of Object.entries(mounted)) {
        const code = remoteCode(module.split('/')[0], files);
        console.log(`  ${''.padEnd(22)} ${module} code: ${fmt(code)} (limit ${moduleLimit} KB; remoteEntry and shared packages excluded)`);
        if (kb(code) > moduleLimit) failures.push(`${module} on ${path} is ${fmt(code)}, over its ${moduleLimit} KB limit`);
      }
      const shellFiles = files.filter((file) => !file.pathname.startsWith('/remotes/'));
      const initial = shellFiles.filter((file) => !file.deferred).reduce((sum, file) => sum + file.size, 0);
      console.log(
        `  shell initial JavaScript (asked for before the load event): ${fmt(initial)} (limit ${limits.shellInitialJsKb} KB, target ${limits.shellInitialJsTargetKb} KB)`,
      );
      console.log(`  shell JavaScript by network idle (with what comes after load): ${fmt(beforeRemote)} (limit ${limits.shellIdleJsKb} KB)`);
      if (kb(initial) > limits.shellInitialJsKb) failures.push(`the shell's initial JavaScript is ${fmt(initial)}, over the ${limits.shellInitialJsKb} KB limit`);
      if (kb(beforeRemote) > limits.shellIdleJsKb) failures.push(`the shell's JavaScript by network idle is ${fmt(beforeRemote)}, over the ${limits.shellIdleJsKb} KB limit`);
    }
    if (reactDom.length > limits.reactDomChunksPerPage) failures.push(`${path} loads react-dom from ${reactDom.length} chunks: ${reactDom.join(', ')}`);
  }
  await browser.close();
} finally {
  server.kill();
}

if (failures.length > 0) {
  console.error(`\nSize budgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nSize budgets: all within limits.');

/** What a page downloads of a remote's own code: its files without remoteEntry.js and the shared npm packages. */
function remoteCode(remote, files) {
  const shared = sharedPackageFiles(remote);
  return files
    .filter((file) => file.pathname.startsWith(`/remotes/${remote}/`))
    .filter((file) => !file.pathname.endsWith('/remoteEntry.js') && !shared.has(file.pathname.slice(`/remotes/${remote}/`.length)))
    .reduce((sum, file) => sum + file.size, 0);
}

/** The chunks of an app that hold shared npm packages (react, react-intl…), as its federation stats list them. */
function sharedPackageFiles(app) {
  const stats = JSON.parse(readFileSync(join(dist, app, 'mf-stats.json'), 'utf8'));
  return new Set(stats.shared.filter((entry) => !entry.name.startsWith('@escapade/')).flatMap((entry) => [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]));
}

async function waitForServer(url) {
  // The first start of the API creates and seeds the embedded database (up to a minute).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The production server did not answer at ${url}`);
}
