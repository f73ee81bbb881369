import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/scripts/chromium.mjs';
import { acquisitionAnswered, consentCookies } from './src/support/analytics';
import { E2E_CHAT_APP_ID } from './src/support/chat';
import { E2E_STAFF } from './src/support/staff';

/** The composed production build, served by the API from one origin, as visitors get it (`E2E_SITE_PORT` moves it). */
export const SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 4300);
/** The search remote's own folder, served alone, as a team deploys it (`E2E_STANDALONE_PORT` moves it). */
export const STANDALONE_PORT = Number(process.env['E2E_STANDALONE_PORT'] ?? 4301);

/** The staff account of the run, written by the workspace's script as the README says. */
const staffAccount = execFileSync(process.execPath, [resolve(__dirname, '../tools/scripts/staff-password.mjs'), E2E_STAFF.email, E2E_STAFF.password], { encoding: 'utf8' }).trim();

export default defineConfig({
  testDir: './src',
  outputDir: '../dist/e2e/test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey's and an assertion's time limits are waits, not speed checks (the benchmarks measure
  // speed). Playwright's 30 s and 5 s failed sound journeys on a busy two-core machine, where a
  // remote's first load or axe on a long results page, with the API, the browser and a second worker
  // sharing the cores, can take longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Visitors who already answered the consent question (refused) and the acquisition modal: the journeys about them start without.
    storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: acquisitionAnswered(SITE_PORT) },
  },
  projects: [
    { name: 'site', testIgnore: /remote-origin/ },
    // Moving a remote rewrites the published manifest for a moment: alone, so no other page loads it meanwhile.
    { name: 'manifest', testMatch: /remote-origin/, dependencies: ['site'] },
  ],
  webServer: [
    {
      command: `node dist/apps/catalog-api/server.js`,
      cwd: '..',
      // A chat app id outside production: the chat is offered in es_ES only (product-side.md section 6).
      env: { NODE_ENV: 'production', PORT: String(SITE_PORT), LOG_LEVEL: 'warn', STAFF_ACCOUNTS: staffAccount, CHAT_APP_ID: E2E_CHAT_APP_ID },
      url: `http://localhost:${SITE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node tools/scripts/serve-static.mjs dist/apps/search ${STANDALONE_PORT}`,
      cwd: '..',
      url: `http://localhost:${STANDALONE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
