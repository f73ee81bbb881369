#!/usr/bin/env node
// `npm run test:node`: the unit tests and the production build again under the other Node.js lines
// users run (this repository's own line is in .nvmrc). Each runtime comes from the npm registry's
// `node` package, which carries the real binaries, so nothing is installed on the machine. The Nx
// cache is skipped: its task hashes do not include the Node.js version, so it would replay results
// obtained on another line.
// `node tools/scripts/test-node.mjs 26.10.0` runs one line.
import { execFileSync, spawnSync } from 'node:child_process';
import { delimiter, dirname, resolve } from 'node:path';
import { APPS } from './apps.mjs';

/** Exact versions, so a run is repeatable; raise them when a line publishes a new release. */
const LINES = ['24.21.0', '26.10.0'];

const root = resolve(import.meta.dirname, '../..');
const versions = process.argv.length > 2 ? process.argv.slice(2) : LINES;

/** Path of the `node` binary of that version, fetched once into npm's cache. */
function nodeBinary(version) {
  return execFileSync('npx', ['--yes', '--package', `node@${version}`, '--', 'node', '-p', 'process.execPath'], { cwd: root, encoding: 'utf8' }).trim();
}

const results = [];
for (const version of versions) {
  const binary = nodeBinary(version);
  // Every `node` the commands start (npx, Nx, Jest's workers, webpack) is this one.
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH}`, NX_DAEMON: 'false' };
  const seen = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  if (seen !== `v${version}`) throw new Error(`expected Node.js v${version} on the PATH, found ${seen}`);
  for (const [name, command] of [
    ['unit tests', 'npx nx run-many -t test --skip-nx-cache --parallel=2 --outputStyle=static'],
    ['production build', `npx nx run-many -t build -p ${APPS} --skip-nx-cache --parallel=2 --outputStyle=static`],
  ]) {
    console.log(`\n━━ Node.js ${seen}: ${name}`);
    const started = Date.now();
    const run = spawnSync(command, { cwd: root, env, stdio: 'inherit', shell: true });
    results.push({ label: `${seen} ${name}`, passed: run.status === 0, seconds: (Date.now() - started) / 1000 });
  }
}

console.log('\n━━ test:node summary');
for (const result of results) console.log(`  ${result.passed ? 'passed' : 'failed'}  ${result.label.padEnd(28)} ${result.seconds.toFixed(1).padStart(6)} s`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
