import { expect, test, type Page } from '@playwright/test';
import type { MarketCode } from '@escapade/util-market';
import { SITE_PORT } from '../playwright.config';
import { acquisitionAnswered } from './support/analytics';
import { soldStay } from './support/catalog';

/** Each market's site on this run's port: its host and, in Belgium, its language prefix. */
const SITES: Readonly<Record<MarketCode, string>> = {
  fr_FR: `http://localhost:${SITE_PORT}`,
  es_ES: `http://es.localhost:${SITE_PORT}`,
  it_IT: `http://it.localhost:${SITE_PORT}`,
  nl_NL: `http://nl.localhost:${SITE_PORT}`,
  fr_BE: `http://be.localhost:${SITE_PORT}/fr`,
  nl_BE: `http://be.localhost:${SITE_PORT}/nl`,
};

/** The narrowest phone a page must fit, with touch. */
const NARROW_PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

/**
 * The document's width against the viewport's, and the innermost elements past the right edge (to
 * name the culprit; inside a scrolling strip they are expected and widen nothing).
 */
async function overflowOf(page: Page): Promise<{ width: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.children.length === 0 && element.getBoundingClientRect().right > viewport + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return { width: document.documentElement.scrollWidth, viewport, culprits };
  });
}

async function expectFits(page: Page, where: string): Promise<void> {
  const { width, viewport, culprits } = await overflowOf(page);
  expect(width, `${where} is ${width} px wide on a ${viewport} px screen; past its edge: ${culprits.join(', ')}`).toBe(viewport);
}

/** Opens each dialog the page offers from its header and main region (burger, filters, sort…), checks the page still fits, and closes it. */
async function expectOverlaysFit(page: Page, where: string): Promise<void> {
  const openers = page.locator('header [aria-haspopup="dialog"]:visible, main [aria-haspopup="dialog"]:visible');
  const count = Math.min(await openers.count(), 4);
  for (let index = 0; index < count; index += 1) {
    const opener = openers.nth(index);
    const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
    await opener.click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    await expectFits(page, `${where} with "${name.trim()}" open`);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 321, `${where}: "${name.trim()}" lies within the screen`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

test.describe('no page is wider than a 320 px phone, in any market, overlays open', () => {
  // The consent banner shows: these visitors have not answered it yet.
  test.use({ ...NARROW_PHONE, storageState: { cookies: [], origins: acquisitionAnswered(SITE_PORT) } });

  for (const [market, site] of Object.entries(SITES) as [MarketCode, string][]) {
    test(`${market}: home, results, stay, hotel and contact pages, and their dialogs`, async ({ page }) => {
      test.setTimeout(120_000);
      const stay = await soldStay(page.request, market);
      const pages = [
        { where: 'home', path: '/', ready: page.getByRole('banner') },
        { where: 'results', path: '/search?flow=booking', ready: page.locator('main article').first() },
        { where: 'stay page', path: `/product/${stay.id}`, ready: page.getByRole('heading', { level: 1 }) },
        { where: 'hotel page', path: `/hotel/${stay.hotelId}`, ready: page.getByRole('heading', { level: 1 }) },
        { where: 'contact page', path: '/contact', ready: page.getByRole('heading', { level: 1 }) },
      ];
      for (const { where, path, ready } of pages) {
        await page.goto(`${site}${path}`);
        await expect(ready).toBeVisible();
        await expectFits(page, `${market} ${where} (consent banner shown)`);
        if (where === 'home' || where === 'results' || where === 'stay page') await expectOverlaysFit(page, `${market} ${where}`);
      }
    });
  }
});
