import type { Page } from '@playwright/test';

/** The layout shifts a page made, as the browser reports them. */
export interface LayoutShifts {
  /** The sum of the shifts that no input of the visitor's caused (CLS as the browser counts it). */
  readonly total: number;
  /** What moved, when and where the window was, to tell in a failure. */
  readonly moved: string[];
}

/** Runs in the page: adds up its layout shifts in `window.__shifts`, from its first paint on when `buffered`. */
function observeLayoutShifts(buffered: boolean): void {
  const shifts = { total: 0, moved: [] as string[] };
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      shifts.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(window.scrollY)} px:`);
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name = node instanceof Element ? `${node.nodeName}${node.id ? `#${node.id}` : ''}.${node.className}` : node?.nodeName;
        shifts.moved.push(`  ${name} ${node?.textContent?.slice(0, 40)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered });
}

const readShifts = (page: Page) => () => page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);

/** Starts adding up the page's layout shifts from now on (CLS), for the visitor's scroll and what it brings. */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.evaluate(observeLayoutShifts, false);
  return readShifts(page);
}

/** Adds up every layout shift of the pages opened from now on, from their first paint (as Lighthouse counts CLS). */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript(observeLayoutShifts, true);
  return readShifts(page);
}

/** Calls of the page held back, as on a slow network, until the test lets them through. */
export interface HeldCalls {
  /** Resolves once the page asked for one of them. */
  readonly asked: Promise<void>;
  /** Lets the held calls, and any later one, through. */
  readonly release: () => void;
}

/** Holds the page's requests to `url` until `release()`, so what they bring arrives when the test chooses. */
export async function holdCalls(page: Page, url: string | RegExp): Promise<HeldCalls> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ask = () => undefined as void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(url, async (route) => {
    ask();
    await released;
    await route.fallback();
  });
  return { asked, release };
}

/**
 * Waits until the page has drawn what it has: the images in the window loaded, then two frames, so
 * the layout shifts of what just arrived have been reported.
 */
export async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const outside = box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth || box.width === 0;
      return image.complete || outside;
    }),
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}
