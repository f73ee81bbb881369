import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Every story of the static Storybook build, opened once (`visual.spec.ts`): it renders, matches its
 * committed baseline in `__screenshots__/`, passes axe and logs no error. Baselines are Chromium on
 * Linux, as CI runs it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: '../../dist/storybook-visual/test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  globalSetup: './visual.setup.ts',
  fullyParallel: true,
  // Each worker spends part of every story waiting (the network to settle, the screenshot to hold
  // still), so a third worker renders while the others wait: about a tenth faster on two cores than
  // two workers, and four are no faster than three.
  workers: 3,
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
