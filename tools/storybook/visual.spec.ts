import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';
import { type StoryEntry, storybookStories } from './static-storybook.cjs';

/**
 * Visual snapshots: every story of the design system, the travel components and the search remote,
 * rendered alone in Chromium and compared with its baseline in `__screenshots__/<story id>.png`, so a
 * story that renders blank, loses its styles or moves fails. Update the baselines on purpose with
 * `npx playwright test -c tools/storybook --update-snapshots` and review the PNGs in the diff.
 */

/** The libraries whose stories are shot, by where their stories live. */
const SHOT = ['./libs/shared/ui/', './libs/shared/ui-travel/', './apps/search/'];

/** Storybook's viewports a story may ask for (`globals: { viewport: { value } }`), as Storybook sizes them. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};

/** What the spec reads of Storybook's preview in the page: the story being rendered and how far it got. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; story?: { storyGlobals?: { viewport?: { value?: string } } } } };
}

const stories = storybookStories().filter((story: StoryEntry) => SHOT.some((folder) => story.importPath.startsWith(folder)));

/**
 * One tab per worker for all its stories: Storybook's scripts come from the browser's cache after the
 * first story instead of being fetched and compiled again for each. Every story is still a fresh load.
 */
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      // No favicon in a static Storybook: the browser's request for one is not part of a story.
      await context.route('**/favicon.{ico,svg}', (route) => route.fulfill({ status: 204 }));
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage, viewport }, use) => {
    if (viewport) await workerPage.setViewportSize(viewport);
    await use(workerPage);
  },
});

/** Opens one story and waits until it is drawn: no error display, fonts and pictures loaded, maps idle. */
async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`${process.env['STORYBOOK_URL']}/iframe.html?id=${id}&viewMode=story`);
  // Storybook's render of the story (loaders, then React) has completed, or failed.
  await page.waitForFunction(() => {
    const phase = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || document.body.classList.contains('sb-show-errordisplay');
  });
  const error = page.locator('.sb-show-errordisplay #error-message');
  if (await error.count()) throw new Error(`The story failed to render: ${await error.textContent()}`);
  // Lazy chunks (the map's maplibre) fetched and mounted.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Pictures in view decoded (lazy ones outside the view never load, and are not in the shot).
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      return !inView || image.complete;
    }),
  );
  // maplibre draws on its own clock: the basemap's land and borders and the markers are in only once it is idle.
  const maps = page.locator('.maplibregl-map');
  for (let index = 0; index < (await maps.count()); index++) await expect(maps.nth(index)).toHaveAttribute('data-idle', '', { timeout: 20_000 });
}

/**
 * The story's root when everything it shows is inside it; the whole view when it shows something
 * above the page (an open dialog, a drawer, a popover, a toast) or nothing at all.
 */
async function shotTarget(page: Page): Promise<'root' | 'view'> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (!root || root.getBoundingClientRect().height === 0) return 'view';
    if (document.querySelector('dialog[open], [aria-modal="true"], :popover-open')) return 'view';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const portals = Array.from(document.body.children).filter(
      (child) => !['storybook-root', 'storybook-docs', 'storybook-highlights-root'].includes(child.id) && !/\bsb-/.test(child.className),
    );
    if (portals.some((portal) => [portal, ...portal.querySelectorAll('*')].some(shown))) return 'view';
    if (Array.from(root.querySelectorAll('*')).some((element) => getComputedStyle(element).position === 'fixed' && shown(element))) return 'view';
    return 'root';
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    await openStory(page, story.id);
    // A story drawn for a phone (Storybook's viewport global) is shot at that size, as Storybook shows it.
    const viewport = await page.evaluate(() => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport?.value ?? null);
    if (viewport !== null) {
      const size = VIEWPORTS[viewport];
      if (!size) throw new Error(`Unknown Storybook viewport '${viewport}': add its size to VIEWPORTS.`);
      await page.setViewportSize(size);
      await openStory(page, story.id);
    }
    const name = `${story.id}.png`;
    if ((await shotTarget(page)) === 'root') await expect(page.locator('#storybook-root')).toHaveScreenshot(name);
    else await expect(page).toHaveScreenshot(name);
  });
}

test('every baseline belongs to a story', () => {
  const ids = new Set(stories.map((story) => `${story.id}.png`));
  const orphans = readdirSync(join(__dirname, '__screenshots__')).filter((file) => !ids.has(file));
  expect(orphans, 'baselines of stories that no longer exist: delete them').toEqual([]);
});
