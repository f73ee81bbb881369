import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Page, test as base } from '@playwright/test';
import { type StoryEntry, storybookStories } from './static-storybook';

/**
 * Every story of the Storybook build, opened once in Chromium. On that one page load:
 * - it must render (no Storybook error display);
 * - the stories of the design system, the travel components and the search remote are compared with
 *   their baseline in `__screenshots__/<story id>.png`, so a story that renders blank, loses its
 *   styles or moves fails;
 * - axe finds no violation in the story's root;
 * - nothing is logged as a console error and no exception goes uncaught, from the page's load to the
 *   end of axe's run.
 * Update the baselines on purpose with `npx playwright test -c tools/storybook --update-snapshots`
 * and review the PNGs in the diff.
 */

/** The libraries whose stories are shot, by where their stories live; the other stories get every check but the shot. */
const SHOT = ['./libs/shared/ui/', './libs/shared/ui-travel/', './apps/search/'];

/** Storybook's viewports a story may ask for (`globals: { viewport: { value } }`), as Storybook sizes them. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};

/** What the spec reads of Storybook's preview in the page: the story being rendered and how far it got, and any story's globals. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { phase?: string };
    loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
  };
}

const stories = storybookStories();
const shot = (story: StoryEntry) => SHOT.some((folder) => story.importPath.startsWith(folder));

/**
 * One tab per worker for all its stories: Storybook's scripts come from the browser's cache after the
 * first story instead of being fetched and compiled again for each. Every story is still a fresh load.
 * The worker asks Storybook once which viewport each story wants, so a story is opened at its size
 * straight away rather than opened again once its size is known.
 */
const test = base.extend<object, { storyPage: Page; storyViewports: Record<string, string> }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      // No favicon in a static Storybook: the browser's request for one is neither part of a story nor its error.
      await context.route('**/favicon.{ico,svg}', (route) => route.fulfill({ status: 204 }));
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyViewports: [
    async ({ storyPage: page }, use) => {
      await page.goto(storyUrl(stories[0].id));
      await page.waitForFunction(() => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase !== undefined);
      const ids = stories.map((story) => story.id);
      const wanted = await page.evaluate(async (storyIds) => {
        const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
        const viewports: Record<string, string> = {};
        for (const storyId of storyIds) {
          // A story whose file fails to load is left to its own test, which names it.
          const value = await preview?.loadStory({ storyId }).then(
            (story) => story.storyGlobals?.viewport?.value,
            () => undefined,
          );
          if (value) viewports[storyId] = value;
        }
        return viewports;
      }, ids);
      await use(wanted);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

function storyUrl(id: string): string {
  return `${process.env['STORYBOOK_URL']}/iframe.html?id=${id}&viewMode=story`;
}

/** Opens one story and waits until it is drawn: no error display, fonts and pictures loaded, maps idle. */
async function openStory(page: Page, id: string, label: string): Promise<void> {
  await page.goto(storyUrl(id));
  // Storybook's render of the story (loaders, then React) has completed, or failed.
  await page.waitForFunction(() => {
    const phase = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || document.body.classList.contains('sb-show-errordisplay');
  });
  const error = page.locator('.sb-show-errordisplay #error-message');
  if (await error.count()) throw new Error(`${label} failed to render: ${await error.textContent()}`);
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

/** Console errors and uncaught exceptions of the page from now on, until `stop()`. */
function recordErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page, storyViewports, viewport: defaultViewport }) => {
    const label = `story ${story.id} (${story.title} › ${story.name})`;
    // A story drawn for a phone (Storybook's viewport global) is opened, shot and checked at that size, as Storybook shows it.
    const wanted = storyViewports[story.id];
    if (wanted !== undefined && !VIEWPORTS[wanted]) throw new Error(`Unknown Storybook viewport '${wanted}' of ${label}: add its size to VIEWPORTS.`);
    const size = wanted === undefined ? defaultViewport : VIEWPORTS[wanted];
    const current = page.viewportSize();
    if (size && (size.width !== current?.width || size.height !== current?.height)) await page.setViewportSize(size);

    const recorded = recordErrors(page);
    try {
      await openStory(page, story.id, label);

      // The shot first, then axe: axe reads the page but may touch it while it does (a style, a
      // scroll), and nothing it does can reach a screenshot already taken. The shot leaves the page
      // as it was, its animations run to their end, so axe checks what the story shows.
      if (shot(story)) {
        const name = `${story.id}.png`;
        if ((await shotTarget(page)) === 'root') await expect.soft(page.locator('#storybook-root'), `${label} matches its screenshot`).toHaveScreenshot(name);
        else await expect.soft(page, `${label} matches its screenshot`).toHaveScreenshot(name);
      }

      // axe's default rules, on the story's root. Run in the page (`setLegacyMode`): the default
      // gathers the results in a new blank tab, twice as slow, and differs only for cross-origin
      // frames, so a story with a frame keeps it.
      const axe = new AxeBuilder({ page }).include('#storybook-root');
      if (page.frames().length === 1) axe.setLegacyMode();
      const { violations } = await axe.analyze();
      const found = violations.map(
        (violation) => `${violation.id} (${violation.nodes.length}): ${violation.help}, at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect.soft(found, `axe violations in ${label}`).toEqual([]);
    } finally {
      recorded.stop();
      expect.soft(recorded.errors, `console errors or uncaught exceptions in ${label}`).toEqual([]);
    }
  });
}

test('every baseline belongs to a shot story', () => {
  const ids = new Set(stories.filter(shot).map((story) => `${story.id}.png`));
  const orphans = readdirSync(join(__dirname, '__screenshots__')).filter((file) => !ids.has(file));
  expect(orphans, 'baselines of stories that no longer exist: delete them').toEqual([]);
});
