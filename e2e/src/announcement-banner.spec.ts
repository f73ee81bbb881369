import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { announcementOf, type AnnouncementBannerReply, type AnnouncementPageKind } from '@escapade/api-contract';
import type { Flow } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';
import { SITE_PORT } from '../playwright.config';
import { acquisitionAnswered, consentCookies } from './support/analytics';
import { soldStay } from './support/catalog';
import { drawn, holdCalls, recordLayoutShifts } from './support/layout-shifts';
import { watchPage } from './support/site';

/** The most a page may shift (CLS) while it loads with its banner. */
const MAX_LAYOUT_SHIFT = 0.02;

/** A page that shows an announcement banner, in a market, and what tells that its first content is in. */
interface AnnouncedVisit {
  readonly market: MarketCode;
  readonly host: string;
  /** The page, as the test's title names it. */
  readonly page: string;
  /** Its path: a stay or hotel the market sells is asked of the API. */
  readonly path: (request: APIRequestContext) => Promise<string>;
  readonly kind: Exclude<AnnouncementPageKind, 'homePages'>;
  readonly flow: Flow;
  /** The page's level 1 heading once its content is in. */
  readonly heading: string | RegExp;
}

const VISITS: readonly AnnouncedVisit[] = [
  {
    market: 'fr_FR',
    host: 'localhost',
    page: '/search?flow=booking#city=paris',
    path: async () => '/search?flow=booking#city=paris',
    kind: 'searchPages',
    flow: 'booking',
    heading: 'Résultats de recherche',
  },
  { market: 'es_ES', host: 'es.localhost', page: '/search?flow=gifting', path: async () => '/search?flow=gifting', kind: 'searchPages', flow: 'gifting', heading: /./ },
  {
    market: 'fr_FR',
    host: 'localhost',
    page: 'a stay',
    path: async (request) => `/product/${(await soldStay(request, 'fr_FR')).id}`,
    kind: 'productPages',
    flow: 'booking',
    heading: /./,
  },
  {
    market: 'nl_BE',
    host: 'be.localhost',
    page: 'a hotel',
    path: async (request) => `/nl/hotel/${(await soldStay(request, 'nl_BE')).hotelId}`,
    kind: 'productPages',
    flow: 'hotel',
    heading: /./,
  },
];

/** The banner the API has for a visit's page, and its text as the page shows it (the seeded rich text marks only strong words). */
async function bannerOf(page: Page, visit: AnnouncedVisit): Promise<{ text: string; url: string | null }> {
  const response = await page.request.get(`http://localhost:${SITE_PORT}/api/cms/announcementBanner?locale=${visit.market}`);
  expect(response.ok()).toBe(true);
  const reply = (await response.json()) as AnnouncementBannerReply;
  const banner = announcementOf(reply.data, visit.kind, visit.market, visit.flow);
  expect(banner, `the seeded content has a banner for ${visit.kind} in ${visit.market} ${visit.flow}`).not.toBeNull();
  const content = banner?.localizations.find((localization) => localization.locale === visit.market)?.content ?? banner?.content ?? '';
  return { text: content.replace(/\*\*/g, ''), url: banner?.link?.url ?? null };
}

const mainHeading = (page: Page, visit: AnnouncedVisit): Locator => page.getByRole('main').getByRole('heading', { level: 1, name: visit.heading }).first();

test.describe('the announcement banner of results and product pages (product-side.md sections 1 and 7)', () => {
  // A visitor who answered the consent and newsletter questions, so nothing covers the page.
  test.use({ storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: acquisitionAnswered(SITE_PORT) } });

  for (const visit of VISITS) {
    test(`${visit.market} ${visit.page}: the ${visit.kind} banner of the ${visit.flow} flow, above the page, drawn with it (CLS ≤ ${MAX_LAYOUT_SHIFT}); axe clean`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const watch = watchPage(page);
      const banner = await bannerOf(page, visit);
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(`http://${visit.host}:${SITE_PORT}${await visit.path(page.request)}`);
      const main = page.getByRole('main');
      const shown = banner.url ? main.getByRole('link', { name: banner.text }) : main.getByText(banner.text);
      await expect(shown).toBeVisible({ timeout: 20_000 });
      if (banner.url) await expect(shown).toHaveAttribute('href', new RegExp(`${banner.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(mainHeading(page, visit)).toBeVisible();
      // Above the page's own heading.
      const [bannerTop, headingTop] = await Promise.all([shown, mainHeading(page, visit)].map((element) => element.evaluate((node) => node.getBoundingClientRect().top)));
      expect(bannerTop).toBeLessThan(headingTop);
      await page.waitForLoadState('networkidle');
      await drawn(page);
      const shifts = await layoutShifts();
      expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      // One call, the one the server had the browser preload with the page's code.
      const calls = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/cms/announcementBanner'))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      );
      expect(calls).toEqual(['link']);
      expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test('banners that come after the page are not pushed into it: the next page shows them', async ({ page }) => {
    test.setTimeout(60_000);
    const visit = VISITS[0];
    const banner = await bannerOf(page, visit);
    const hotelBanner = await bannerOf(page, { ...VISITS[2], flow: 'hotel' });
    const banners = await holdCalls(page, '**/api/cms/announcementBanner?*');
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(`http://${visit.host}:${SITE_PORT}${await visit.path(page.request)}`);
    await banners.asked;
    await expect(mainHeading(page, visit)).toBeVisible({ timeout: 20_000 });
    banners.release();
    await page.waitForLoadState('networkidle');
    await drawn(page);
    await expect(page.getByRole('main').getByText(banner.text)).toHaveCount(0);
    const shifts = await layoutShifts();
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);

    // The hotel of the first result, opened in the same visit: its banner is there with it.
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hotel\/\d+/);
    await expect(page.getByRole('main').getByText(hotelBanner.text)).toBeVisible();
  });

  test('pages without one, and the home, show no results or product banner', async ({ page }) => {
    const search = await bannerOf(page, VISITS[0]);
    const product = await bannerOf(page, VISITS[2]);
    for (const path of ['/giftcard', '/account', '/']) {
      await page.goto(`http://localhost:${SITE_PORT}${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('main').getByText(search.text)).toHaveCount(0);
      await expect(page.getByRole('main').getByText(product.text)).toHaveCount(0);
    }
  });
});
