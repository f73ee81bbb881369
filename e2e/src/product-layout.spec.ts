import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { consentCookies } from './support/analytics';
import { recordLayoutShifts } from './support/layout-shifts';
import { watchPage } from './support/site';

/** The most the product page may shift in all, loading and scrolled to its end (CLS, on a phone and a desktop). */
const MAX_LAYOUT_SHIFT = 0.02;

/** Scrolls down a screen at a time, as a reader does, waiting for what each screen brings, to the end of the page. */
async function scrollToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atTheEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atTheEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: [] },
  });
  return context.newPage();
}

test.describe('product page: nothing moves as it loads and scrolls', () => {
  for (const screen of ['phone', 'desktop'] as const) {
    test(`fr_FR ${screen}: opened, scrolled to the end with the recommendations arriving, the calendar opened: CLS ≤ ${MAX_LAYOUT_SHIFT}; axe clean`, async ({
      browser,
      page: desktopPage,
    }) => {
      const page = screen === 'phone' ? await phonePage(browser) : desktopPage;
      if (screen === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
      const watch = watchPage(page);
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(`http://localhost:${SITE_PORT}/product/42`);
      const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
      await expect(booking.getByRole('button', { name: 'Voir les prix' })).toBeEnabled();
      // A reader takes in the first screen while the page's own calls end (the hotel's other offers come last);
      // what the scroll brings afterwards (the recommendations) is what is measured next.
      await expect(page.getByRole('region', { name: /^Autres offres/ })).toBeVisible();
      await scrollToTheEnd(page);
      await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toBeVisible();

      // The calendar opens from the booking box (a click: its own shifts would not count, its late content's would).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await booking.getByRole('button', { name: 'Voir les prix' }).click();
      const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
      await expect(calendar.locator('[data-date]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);

      const shifts = await layoutShifts();
      expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
      expect(watch.errors).toEqual([]);
      if (screen === 'phone') await page.context().close();
    });
  }
});

/** Where a section's top sits in the window, in whole pixels. */
const topOf = (page: Page, id: string) => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));

test.describe('product page: a link to one of its sections', () => {
  test('fr_FR desktop: /product/42#reviews opens at the reviews, 88 px down under the bar, its tab marked and the focus on them; axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const watch = watchPage(page);
    await page.goto('/product/42#reviews');
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

  test('fr_FR phone: /product/42#hotel opens at the hotel, 30 px down', async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto(`http://localhost:${SITE_PORT}/product/42#hotel`);
    await expect(page.locator('#hotel')).toBeFocused();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => topOf(page, 'hotel')).toBe(30);
    await page.context().close();
  });

  test('fr_FR: a hash of criteria opens the page at its top', async ({ page }) => {
    await page.goto('/product/42#a=3&c=0&b=0');
    await expect(page.getByRole('region', { name: 'Réserver ce séjour' }).getByRole('button', { name: 'Voir les prix' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
