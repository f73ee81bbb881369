import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Visual snapshots of the stories (`visual.spec.ts`) against the static Storybook build, each compared
 * with its committed baseline in `__screenshots__/`. Baselines are Chromium on Linux, as CI runs it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: '../../dist/storybook-visual/test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  globalSetup: './visual.setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../dist/storybook-visual/report' }]],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb'] },
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // A screenshot is a still: rotating messages stand still (and all show) as they do for visitors who ask for less motion.
    reducedMotion: 'reduce',
  },
});
