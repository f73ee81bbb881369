#!/usr/bin/env node
// Storybook smoke test: opens every story of the static build in Chromium, fails on any console
// error, uncaught exception or Storybook error display, and runs axe on each (0 violations).
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serveStorybook, storybookStories } from './static-storybook.cjs';

const stories = storybookStories();
const server = await serveStorybook();
const base = server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failures = [];
try {
  const context = await browser.newContext();
  // No favicon in a static Storybook: the browser's request for one is not a story's error.
  await context.route('**/favicon.{ico,svg}', (route) => route.fulfill({ status: 204 }));
  // A few tabs share the stories: the browser renders one while another runs axe.
  const TABS = 3;
  let next = 0;
  const checkStories = async () => {
    const page = await context.newPage();
    let errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    while (next < stories.length) {
      const story = stories[next++];
      errors = [];
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
      await page.waitForFunction(() => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'), null, { timeout: 15_000 });
      await page.waitForTimeout(100);
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        errors.push((await page.locator('#error-message').textContent()) ?? 'Storybook error display');
      }
      const axe = await new AxeBuilder({ page }).include('#storybook-root').analyze();
      const violations = axe.violations.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.help}`);
      if (errors.length || violations.length) failures.push({ id: story.id, errors, violations });
      console.log(`${errors.length || violations.length ? '✗' : '✓'} ${story.title} › ${story.name}`);
    }
  };
  await Promise.all(Array.from({ length: TABS }, checkStories));
} finally {
  await browser.close();
  await server.close();
}

for (const failure of failures) {
  console.error(`\n${failure.id}`);
  for (const error of failure.errors) console.error(`  error: ${error}`);
  for (const violation of failure.violations) console.error(`  axe: ${violation}`);
}
console.log(`\nStorybook smoke: ${stories.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
