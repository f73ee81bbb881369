#!/usr/bin/env node
// Browser tests use Debian's Chromium (Playwright cannot download its own browsers here).
// Installs it with apt-get when it is missing; needs root, as on the CI machine.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium found at ${CHROMIUM_PATH}`);
} else {
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package (apt-get)…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/bash' });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
}
