#!/usr/bin/env node
// `npm start`: builds what changed (Nx cache) in production mode, then serves the composed site
// and the API from one origin.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { APPS } from './apps.mjs';

const root = resolve(import.meta.dirname, '../..');
const build = spawnSync(`npx nx run-many -t build -p ${APPS} --parallel=2 --outputStyle=static`, {
  cwd: root,
  stdio: 'inherit',
  shell: true,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['dist/apps/catalog-api/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', PORT: '3000', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
