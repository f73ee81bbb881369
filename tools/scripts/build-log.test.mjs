// The production build (the one `npm start` and CI run) prints no deprecation warning: Nx 24
// removes what Nx 23 warns about, so a warning today is a build that breaks on the next upgrade.
// Reads the log of the build (replayed from the Nx cache when nothing changed, so it takes
// seconds after the `production build` step), or the file named by BUILD_LOG.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APPS } from './apps.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '../..');

/** Lines of a log that announce something deprecated, without terminal colours. */
export function deprecationLines(log) {
  return log
    .split('\n')
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter((line) => /deprecat/i.test(line));
}

test('a deprecation line is found, colours or not', () => {
  const log = 'ok\n\x1b[1m\x1b[33mThe `withNx` config helper is deprecated and will be removed in Nx v24.\x1b[39m\nwebpack compiled successfully';
  assert.deepEqual(deprecationLines(log), ['The `withNx` config helper is deprecated and will be removed in Nx v24.']);
  assert.deepEqual(deprecationLines('webpack compiled successfully\n'), []);
});

test('the production build prints no deprecation warning', () => {
  let log;
  if (process.env.BUILD_LOG) {
    log = readFileSync(process.env.BUILD_LOG, 'utf8');
  } else {
    const build = spawnSync(`npx nx run-many -t build -p ${APPS} --parallel=2 --outputStyle=static`, { cwd: root, shell: true, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    log = `${build.stdout}\n${build.stderr}`;
    assert.equal(build.status, 0, `the build failed:\n${log.slice(-4000)}`);
  }
  assert.deepEqual(deprecationLines(log), []);
});
