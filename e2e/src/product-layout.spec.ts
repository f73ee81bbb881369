import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { acquisitionAnswered, consentCookies } from './support/analytics';
import { drawn, holdCalls, recordLayoutShifts, watchLayoutShifts, type LayoutShifts } from './support/layout-shifts';
import { soldStay } from './support/catalog';
import { watchPage } from './support/site';

/** The most a page may shift (CLS), loading or when a block arrives late, on a phone and a desktop. */
const MAX_LAYOUT_SHIFT = 0.02;

/** Two markets, and the texts the tests look for in each. */
const MARKETS = [
  { code: 'fr_FR', host: 'localhost', booking: 'Réserver ce séjour', seePrices: 'Voir les prix', chooseDates: 'Choisissez vos dates' },
  { code: 'it_IT', host: 'it.localhost', booking: 'Prenota questo soggiorno', seePrices: 'Vedi i prezzi', chooseDates: 'Scegli le date' },
] as const;

type Market = (typeof MARKETS)[number];

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

type Screen = keyof typeof SCREENS;

/** A visitor who answered the consent question, on `screen`. */
async function openContext(browser: Browser, screen: Screen) {
  return browser.newContext({ ...SCREENS[screen], storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: acquisitionAnswered(SITE_PORT) } });
}

/** Scrolls down a screen at a time, as a reader does, to the end of the page (its height may change as blocks come near). */
async function scrollToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atTheEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await drawn(page);
    if (atTheEnd) break;
  }
}

/** A stay page of `market` opened, its booking box ready and its reviews in. */
async function openStay(page: Page, market: Market): Promise<Locator> {
  const stay = await soldStay(page.request, market.code);
  await page.goto(`http://${market.host}:${SITE_PORT}/product/${stay.id}`);
  const booking = page.getByRole('region', { name: market.booking });
  // The remote's first load may take a while on a busy machine; what is measured comes after.
  await expect(booking.getByRole('button', { name: market.seePrices })).toBeEnabled({ timeout: 20_000 });
  await expect(page.locator('#reviews')).not.toHaveAttribute('aria-busy', 'true');
  return booking;
}

/** Fails with what moved when the shifts add up to more than the page may move. */
async function expectStill(layoutShifts: () => Promise<LayoutShifts>): Promise<void> {
  const shifts = await layoutShifts();
  test.info().annotations.push({ type: 'layout shift', description: shifts.total.toFixed(4) });
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

for (const market of MARKETS) {
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    test.describe(`${market.code} ${screen}: nothing on screen moves when a block of the stay page arrives`, () => {
      let page: Page;
      test.beforeEach(async ({ browser }) => {
        test.setTimeout(60_000);
        page = await (await openContext(browser, screen)).newPage();
      });
      test.afterEach(async () => {
        await page.context().close();
      });

      test(`opened: CLS ≤ ${MAX_LAYOUT_SHIFT} until its calls have ended; axe clean`, async () => {
        const watch = watchPage(page);
        const layoutShifts = await recordLayoutShifts(page);
        await openStay(page, market);
        await page.waitForLoadState('networkidle');
        await drawn(page);
        await expectStill(layoutShifts);
        expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
        expect(watch.errors).toEqual([]);
      });

      test(`the hotel's other offers, late, arrive where the reader is: shift ≤ ${MAX_LAYOUT_SHIFT}`, async () => {
        const otherOffers = await holdCalls(page, '**/api/offers.json');
        await openStay(page, market);
        await otherOffers.asked;
        // The reader is at the hotel, just below where the other offers go.
        await page.locator('#hotel').evaluate((hotel) => hotel.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await drawn(page);
        const layoutShifts = await watchLayoutShifts(page);
        otherOffers.release();
        await expect(page.locator('#other-offers')).toBeVisible();
        await expect(page.locator('#other-offers')).not.toHaveAttribute('aria-busy', 'true');
        await drawn(page);
        await expectStill(layoutShifts);
        // The room kept is the room drawn: as many getaways as the detail announced, no blank left below them.
        const reserved = await page.locator('#other-offers').evaluate((section) => Number((section as HTMLElement).style.getPropertyValue('--other-offers')));
        await expect(page.locator('#other-offers article')).toHaveCount(reserved);
      });

      test(`scrolled to the end, the recommendations arrive with the footer in view: shift ≤ ${MAX_LAYOUT_SHIFT}`, async () => {
        const watch = watchPage(page);
        const recommendations = await holdCalls(page, '**/api/product/*/recommended-offers?*');
        const otherOffers = await holdCalls(page, '**/api/offers.json');
        await openStay(page, market);
        await scrollToTheEnd(page);
        await recommendations.asked;
        await scrollToTheEnd(page);
        await expect(page.getByRole('contentinfo')).toBeInViewport();
        const layoutShifts = await watchLayoutShifts(page);
        otherOffers.release();
        await expect(page.locator('#other-offers')).toBeAttached();
        await drawn(page);
        recommendations.release();
        await expect(page.locator('#recommendations')).toBeVisible();
        await drawn(page);
        await expectStill(layoutShifts);
        expect(watch.errors).toEqual([]);
      });

      test(`scrolled to the end, the recommendations say there is none: the room given back moves nothing on screen (shift ≤ ${MAX_LAYOUT_SHIFT})`, async () => {
        // Held, then answered with nothing (the route added last runs first).
        await page.route('**/api/product/*/recommended-offers?*', (route) => route.fulfill({ json: { offers: [] } }));
        const recommendations = await holdCalls(page, '**/api/product/*/recommended-offers?*');
        await openStay(page, market);
        await page.waitForLoadState('networkidle');
        await scrollToTheEnd(page);
        await recommendations.asked;
        await scrollToTheEnd(page);
        const layoutShifts = await watchLayoutShifts(page);
        recommendations.release();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await drawn(page);
        await expectStill(layoutShifts);
      });

      test(`the calendar, its code late, opens at its full size: shift ≤ ${MAX_LAYOUT_SHIFT}; axe clean`, async () => {
        const booking = await openStay(page, market);
        await page.waitForLoadState('networkidle');
        const code = await holdCalls(page, /\/remotes\/product\/.+\.(js|css)$/);
        const clickedAt = await page.evaluate(() => performance.now());
        await booking.getByRole('button', { name: market.seePrices }).click();
        const calendar = page.getByRole('dialog', { name: market.chooseDates });
        await expect(calendar).toBeVisible();
        await code.asked;
        // A slow network: the code comes once the click's half second is over, when a shift counts again.
        await page.waitForFunction((since) => performance.now() - since > 500, clickedAt);
        const layoutShifts = await watchLayoutShifts(page);
        code.release();
        await expect(calendar.locator('[data-date]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await drawn(page);
        await expectStill(layoutShifts);
        expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
      });
    });
  }
}

for (const market of MARKETS) {
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    test(`${market.code} ${screen}: the hotel page, its getaways late, moves nothing on screen when they come (shift ≤ ${MAX_LAYOUT_SHIFT})`, async ({ browser, request }) => {
      test.setTimeout(60_000);
      const page = await (await openContext(browser, screen)).newPage();
      const stay = await soldStay(request, market.code);
      const getaways = await holdCalls(page, '**/api/offers.json');
      const layoutShifts = await recordLayoutShifts(page);
      const facts = page.waitForResponse('**/api/hotels/*/detail.json?*');
      await page.goto(`http://${market.host}:${SITE_PORT}/hotel/${stay.hotelId}`);
      await getaways.asked;
      await facts;
      await drawn(page);
      getaways.release();
      await expect(page.locator('#products article').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await drawn(page);
      await expectStill(layoutShifts);
      await page.context().close();
    });
  }
}

/** Where a section's top sits in the window, in whole pixels. */
const topOf = (page: Page, id: string) => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));

test.describe('product page: a link to one of its sections', () => {
  test('fr_FR desktop: /product/{id}#reviews opens at the reviews, 88 px down under the bar, its tab marked and the focus on them; axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const watch = watchPage(page);
    await page.goto(`/product/${(await soldStay(page.request)).id}#reviews`);
    const reviews = page.getByRole('region', { name: 'Avis' });
    await expect(reviews).toBeFocused();
    await expect.poll(() => topOf(page, 'reviews')).toBe(88);
    // It stays there once everything above has come.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => topOf(page, 'reviews')).toBe(88);
    await expect(page.getByRole('navigation', { name: 'Sections de la page' }).getByRole('link', { name: 'Avis' })).toHaveAttribute('aria-current', 'location');
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR phone: /product/{id}#hotel opens at the hotel, 30 px down', async ({ browser }) => {
    const page = await (await openContext(browser, 'phone')).newPage();
    await page.goto(`http://localhost:${SITE_PORT}/product/${(await soldStay(page.request)).id}#hotel`);
    await expect(page.locator('#hotel')).toBeFocused();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => topOf(page, 'hotel')).toBe(30);
    await page.context().close();
  });

  test('fr_FR: a hash of criteria opens the page at its top', async ({ page }) => {
    await page.goto(`/product/${(await soldStay(page.request)).id}#a=3&c=0&b=0`);
    await expect(page.getByRole('region', { name: 'Réserver ce séjour' }).getByRole('button', { name: 'Voir les prix' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('fr_FR desktop: another remote’s styles arriving (the account pages warmed up from the header) restyle nothing on the stay page', async ({ browser }) => {
  const page = await (await openContext(browser, 'desktop')).newPage();
  const watch = watchPage(page);
  await openStay(page, MARKETS[0]);
  await page.waitForLoadState('networkidle');
  await drawn(page);
  // The gallery places its 'See all' button over the photos: the account pages bundle the button's own
  // rules too, and their late copy must not undo that placing.
  const seeAll = page.getByRole('button', { name: /^Voir les \d+ photos$/ });
  const placed = await seeAll.boundingBox();
  expect(await seeAll.evaluate((button) => getComputedStyle(button).position)).toBe('absolute');
  const layoutShifts = await watchLayoutShifts(page);
  const accountStyles = page.waitForResponse((response) => /^\/remotes\/account\/.+\.css$/.test(new URL(response.url()).pathname));
  await page.getByRole('banner').getByRole('link', { name: 'Aide' }).hover();
  await accountStyles;
  await page.waitForLoadState('networkidle');
  await drawn(page);
  expect(await seeAll.evaluate((button) => getComputedStyle(button).position)).toBe('absolute');
  expect(await seeAll.boundingBox()).toEqual(placed);
  await expectStill(layoutShifts);
  expect(watch.errors).toEqual([]);
  await page.context().close();
});
