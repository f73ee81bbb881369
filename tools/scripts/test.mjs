#!/usr/bin/env node
// `npm test`: every check CI runs, in order, with the time each took and a closing summary.
// A failing step does not hide the others; steps that need a failed one are skipped.
// A failed step's last lines are printed again above the summary, so the end of a long log says what failed.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { APPS } from './apps.mjs';

const root = resolve(import.meta.dirname, '../..');
const nx = (args) => `npx nx ${args} --parallel=2 --outputStyle=static`;

const steps = [
  { name: 'chromium', command: 'node tools/scripts/ensure-chromium.mjs' },
  { name: 'lint', command: nx('run-many -t lint') },
  { name: 'formatting', command: 'npx prettier --check apps libs tools e2e .storybook docs README.md --log-level warn' },
  // The lint rules fail on deliberate violations, and the link checker on broken links.
  { name: 'lint rules bite', command: 'node --test tools/eslint/*.test.mjs tools/docs/*.test.mjs' },
  // Every relative link of every Markdown file leads to a file or heading inside the repository.
  { name: 'docs links', command: 'node tools/docs/check-links.mjs' },
  { name: 'typecheck', command: nx('run-many -t typecheck') },
  { name: 'unit tests', command: nx('run-many -t test') },
  {
    // The API's database tests, the read-model/SQL agreement and the orders' races (two API processes
    // included) again, on a real PostgreSQL server.
    name: 'api on PostgreSQL',
    command:
      'node tools/scripts/with-postgres.mjs "npx jest -c apps/catalog-api/jest.config.cts --runInBand apps/catalog-api/src/db/postgres apps/catalog-api/src/search/testing/reference apps/catalog-api/src/routes/search/client-agreement apps/catalog-api/src/routes/purchase/purchase-orders"',
  },
  { name: 'message catalogs', command: 'node tools/i18n/check-messages.mjs' },
  { name: 'production build', command: nx(`run-many -t build -p ${APPS}`) },
  { name: 'no deprecations', command: 'node --test tools/scripts/build-log.test.mjs', needs: ['production build'] },
  { name: 'storybook build', command: 'npx storybook build -c .storybook -o dist/storybook --quiet', env: { STORYBOOK_DISABLE_TELEMETRY: '1' } },
  // Every story loaded once: no console error and axe clean, and those of ui, ui-travel and the search
  // remote against their committed screenshot (tools/storybook/__screenshots__).
  { name: 'storybook', command: 'npx playwright test -c tools/storybook', needs: ['chromium', 'storybook build'] },
  { name: 'size budgets', command: 'node tools/budgets/check-budgets.mjs', needs: ['chromium', 'production build'] },
  { name: 'e2e', command: nx('run e2e:e2e'), needs: ['chromium', 'production build'] },
  // The development setup (the API, the shell and one remote's dev servers) serves the site through the shell's proxy, then stops.
  { name: 'dev smoke', command: 'node tools/scripts/dev-smoke.mjs', needs: ['chromium'] },
  // What depends on the Node.js line, again on Node.js 24 and 26: the API's tests and build, the built
  // server answering a search, the tools' tests (`npm run test:node` adds every unit test and bundle).
  { name: 'other Node lines', command: 'node tools/scripts/test-node.mjs --server' },
];

const TAIL_LINES = 50;

/** Runs a step with its output shown as it comes, and keeps its last lines (colours removed) for the closing report. */
function run(step) {
  return new Promise((done) => {
    const child = spawn(step.command, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], shell: true, env: { ...process.env, ...step.env } });
    let kept = '';
    const keep = (chunk) => {
      kept = (kept + chunk.toString())
        .split('\n')
        .slice(-TAIL_LINES - 1)
        .join('\n');
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)));
    child.on('close', (code) => done({ code, tail: stripVTControlCharacters(kept).trimEnd() }));
  });
}

const only = process.argv.slice(2);
const results = [];
for (const step of steps.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
  const missing = (step.needs ?? []).filter((need) => results.some((result) => result.name === need && result.status !== 'passed'));
  if (missing.length > 0) {
    results.push({ name: step.name, status: 'skipped', seconds: 0, reason: `needs ${missing.join(', ')}` });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.command}`);
  const started = Date.now();
  const { code, tail } = await run(step);
  results.push({ name: step.name, status: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000, tail });
}

for (const result of results.filter((candidate) => candidate.status === 'failed')) {
  console.log(`\n━━ ${result.name} failed; its last lines:\n${result.tail}`);
}

console.log('\n━━ npm test summary');
for (const result of results) {
  console.log(`  ${result.status.padEnd(7)} ${result.name.padEnd(18)} ${result.seconds.toFixed(1).padStart(6)} s${result.reason ? ` (${result.reason})` : ''}`);
}
const count = (status) => results.filter((result) => result.status === status).length;
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`  total ${(total / 60).toFixed(1)} min`);
console.log(`summary: ${count('passed')} passed, ${count('failed') + count('skipped')} failed`);
process.exit(count('failed') + count('skipped') > 0 ? 1 : 0);
