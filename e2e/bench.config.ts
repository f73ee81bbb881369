import { defineConfig } from '@playwright/test';
import site from './playwright.config';

/**
 * `npm run bench:interactions`: the benchmarks written as browser journeys (`*.bench.ts`), on the
 * same composed production build and browser setup as the e2e tests, one browser at a time so no
 * other page shares the CPU.
 */
export default defineConfig({
  ...site,
  testMatch: /\.bench\.ts$/,
  outputDir: '../dist/e2e/bench-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  projects: undefined,
  webServer: Array.isArray(site.webServer) ? site.webServer[0] : site.webServer,
});
