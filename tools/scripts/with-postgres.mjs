#!/usr/bin/env node
// Runs a command against a real, throw-away PostgreSQL server: installs Debian's `postgresql`
// when it is missing (needs root, as on CI), starts a private cluster on a free port in a
// temporary folder, exports DATABASE_URL, runs the command and always stops the server after.
// Usage: node tools/scripts/with-postgres.mjs <command…>
import { execSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2).join(' ');
if (!command) throw new Error('usage: with-postgres.mjs <command>');

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

let bin = postgresBin();
if (!bin) {
  console.log("PostgreSQL is missing: installing Debian's postgresql package (apt-get)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib', { stdio: 'inherit', shell: '/bin/bash' });
  bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is still missing after the install');
}

const port = await new Promise((resolvePort) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolvePort(free));
  });
});

// The server refuses to run as root: the cluster belongs to the `postgres` account when we are root.
const asRoot = process.getuid?.() === 0;
const runAs = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
const run = (args, options = {}) => {
  const [file, rest] = runAs(args);
  const result = spawnSync(file, rest, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed with ${result.status}`);
};

const dataDir = mkdtempSync(join(tmpdir(), 'escapade-pg-'));
chmodSync(dataDir, 0o777);
const cluster = join(dataDir, 'cluster');
let started = false;
let status = 1;
try {
  run([join(bin, 'initdb'), '-D', cluster, '-U', 'escapade', '--auth=trust', '-E', 'UTF8', '--no-sync'], { stdio: 'ignore' });
  run([join(bin, 'pg_ctl'), '-D', cluster, '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', join(dataDir, 'server.log'), 'start'], {
    stdio: 'ignore',
  });
  started = true;
  run([join(bin, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'escapade', 'escapade']);
  const databaseUrl = `postgres://escapade@127.0.0.1:${port}/escapade`;
  console.log(`PostgreSQL ${bin.split('/').at(-2)} running for the tests at ${databaseUrl}`);
  status = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, DATABASE_URL: databaseUrl } }).status ?? 1;
} finally {
  if (started) {
    try {
      run([join(bin, 'pg_ctl'), '-D', cluster, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    } catch (error) {
      console.error(error);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
