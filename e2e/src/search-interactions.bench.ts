import { expect, test, type Page } from '@playwright/test';

/**
 * `npm run bench:interactions`: how long the results page takes to answer a click (next paint,
 * measured by the browser's Event Timing API) with Chromium's CPU slowed 4×, as Lighthouse's mobile
 * profile does, on a 24-card page. Each round is a new visit; the figures are the median, the 75th
 * percentile (the one the web's responsiveness guidance reads) and the slowest of the rounds.
 * A benchmark, not a test: the figures depend on the machine, so compare runs made on the same one.
 */

/** Chromium's CPU slowed 4×, as Lighthouse's mobile profile does. */
const CPU_SLOWDOWN = 4;
/** The 'good' responsiveness threshold: a click painted within 200 ms, read at the 75th percentile. */
const NEXT_PAINT_BUDGET_MS = 200;
const ROUNDS = Number(process.env['BENCH_RUNS'] ?? 9);

declare global {
  interface Window {
    __interactions: number[];
  }
}

/** Records every click and key press with its time to the next paint (Event Timing API). */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.__interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The slowest interaction since the last call, once the browser has reported it (the page settled). */
async function slowestInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...window.__interactions.splice(0)));
}

/** What is measured, in the order a visitor does it: each step's action and what shows it was done. */
const STEPS: readonly { name: string; run: (page: Page) => Promise<void> }[] = [
  {
    name: 'open a filter panel',
    run: async (page) => {
      await page.getByRole('group', { name: 'Filtrer les offres' }).getByRole('button', { name: 'Équipements' }).click();
      await expect(page.getByRole('checkbox', { name: /^Piscine \(\d+\)$/ })).toBeVisible();
    },
  },
  {
    name: 'tick a filter',
    run: async (page) => {
      await page.getByRole('checkbox', { name: /^Piscine \(\d+\)$/ }).check();
    },
  },
  {
    name: 'apply the filters',
    run: async (page) => {
      await page.getByRole('button', { name: /^Voir \d+ offres$/ }).click();
      await expect(page).toHaveURL(/facilities=pool/);
      await expect(page.getByRole('list', { name: 'Offres' }).getByRole('article')).toHaveCount(24);
    },
  },
  {
    name: 'change page',
    run: async (page) => {
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: /Suivant/ })
        .click();
      await expect(page).toHaveURL(/page=1/);
    },
  },
  {
    name: 'open the search box',
    run: async (page) => {
      await page.getByRole('button', { name: /^Modifier votre recherche/ }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: /^Dates/ })).toBeVisible();
    },
  },
  {
    name: 'open the calendar',
    run: async (page) => {
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Dates/ })
        .click();
      await expect(
        page
          .getByRole('dialog', { name: /^Dates/ })
          .getByRole('grid')
          .first(),
      ).toBeVisible();
    },
  },
];

const durations = new Map<string, number[]>(STEPS.map((step) => [step.name, []]));

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

test.describe.configure({ mode: 'serial' });

for (let round = 1; round <= ROUNDS; round++) {
  test(`round ${round}: a 24-card results page, filtered, paged, and its calendar opened`, async ({ page }) => {
    await page.goto('/search?flow=booking#city=paris');
    await expect(page.getByRole('list', { name: 'Offres' }).getByRole('article')).toHaveCount(24);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await watchInteractions(page);
    for (const step of STEPS) {
      await step.run(page);
      durations.get(step.name)?.push(await slowestInteraction(page));
    }
  });
}

test(`every click is painted within ${NEXT_PAINT_BUDGET_MS} ms at the 75th percentile`, () => {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(7);
  console.log(`\nClick to next paint, CPU slowed ${CPU_SLOWDOWN}×, ${ROUNDS} visits`);
  console.log(`${'interaction'.padEnd(22)} ${'median'.padStart(7)} ${'p75'.padStart(7)} ${'slowest'.padStart(7)}  target`);
  for (const [name, values] of durations) {
    console.log(`${name.padEnd(22)} ${ms(percentile(values, 0.5))} ${ms(percentile(values, 0.75))} ${ms(Math.max(...values))}  p75 ≤ ${NEXT_PAINT_BUDGET_MS} ms`);
  }
  for (const [name, values] of durations) {
    expect(values, name).toHaveLength(ROUNDS);
    expect.soft(percentile(values, 0.75), name).toBeLessThanOrEqual(NEXT_PAINT_BUDGET_MS);
  }
});
