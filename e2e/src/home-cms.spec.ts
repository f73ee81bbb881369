import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { consentCookies, recordAnalytics } from './support/analytics';
import { watchPage } from './support/site';

interface CmsBlock {
  type: string;
  title?: string;
  searchUrl?: string;
  banner?: { title: string };
  categories?: { label: string; url: string }[];
}

interface CmsHomePage {
  seo: { index: boolean; follow: boolean };
  announcementBanner: { content: string; link: { url: string } | null } | null;
  promoBar: { links: { label: string; url: string }[] } | null;
  jumbotron: { title: string; imageAlt: string };
  blocks: CmsBlock[];
}

type CmsHomepageReply = Record<'booking' | 'gifting' | 'activity', CmsHomePage | undefined>;

/** The market's CMS home as the API serves it, so the test names what the page should show. */
async function cmsHomeOf(page: Page, locale: string): Promise<CmsHomepageReply> {
  const response = await page.request.get(`http://localhost:${SITE_PORT}/api/cms/homepage?locale=${locale}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The heading every titled block shows, in the CMS's order. */
function blockHeadings(home: CmsHomePage): string[] {
  return home.blocks.flatMap((block) => (block.banner ? [block.banner.title] : block.title ? [block.title] : []));
}

/** The visitor scrolls: the CMS blocks come at the first input (without any, at the first idle moment after load). */
async function interact(page: Page) {
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  await page.mouse.wheel(0, 200);
}

async function expectCmsHome(page: Page, home: CmsHomePage) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: home.jumbotron.title })).toBeVisible();
  await expect(main.getByRole('img', { name: home.jumbotron.imageAlt })).toBeAttached();
  // The CMS content follows the search box (whose own heading comes first).
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(headings.indexOf(home.jumbotron.title))).toEqual([home.jumbotron.title, ...blockHeadings(home)]);
  if (home.announcementBanner?.link) {
    // The banner's rich text (strong marks only in the seeded content) is the name of its link.
    const name = home.announcementBanner.content.replace(/\*\*/g, '');
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`${escape(home.announcementBanner.link.url)}$`));
  }
  for (const link of home.promoBar?.links ?? []) await expect(main.getByRole('link', { name: link.label, exact: true }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', `${home.seo.index ? 'index' : 'noindex'}, ${home.seo.follow ? 'follow' : 'nofollow'}`);
}

/** A text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('home from the CMS (product-side.md, home page)', () => {
  test('fr_FR: the booking home shows its CMS hero and blocks under the server-rendered heading, a category leads to its search, axe clean', async ({ page }) => {
    const watch = watchPage(page);
    const { booking } = await cmsHomeOf(page, 'fr_FR');
    if (!booking) throw new Error('no booking home');
    const response = await page.goto('/');
    expect(response?.headers()['x-robots-tag']).toBe(`${booking.seo.index ? 'index' : 'noindex'}, ${booking.seo.follow ? 'follow' : 'nofollow'}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courts séjours en Europe' })).toBeVisible();
    // No input at all: the blocks come once the page has loaded.
    await expectCmsHome(page, booking);
    await expect(page.getByRole('region', { name: 'Pourquoi réserver avec nous' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir toutes les offres' })).toBeVisible();
    await expectNoAxeViolations(page);

    const category = booking.blocks.find((block) => block.type === 'categoriesBlock')?.categories?.[0];
    if (!category) throw new Error('no category block');
    await page.getByRole('main').getByRole('link', { name: category.label, exact: true }).click();
    await expect(page).toHaveURL(`http://localhost:${SITE_PORT}${category.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR: ?flow=gifting shows the gifting home, whose top-search link opens its gift search', async ({ page }) => {
    const { gifting } = await cmsHomeOf(page, 'fr_FR');
    if (!gifting) throw new Error('no gifting home');
    await page.goto('/?flow=gifting');
    await interact(page);
    await expectCmsHome(page, gifting);
    const top = gifting.blocks.find((block) => block.type === 'topSearchResults');
    if (!top?.searchUrl) throw new Error('no top-search block');
    await page.getByRole('link', { name: 'Voir toutes les offres' }).click();
    await expect(page).toHaveURL(`http://localhost:${SITE_PORT}${top.searchUrl}`);
    expect(new URL(page.url()).searchParams.get('flow')).toBe('gifting');
  });

  test('fr_FR: the promo bar’s tabs switch the home between stays and gifts; the promo bar on screen counts as a promotion view; axe clean', async ({ page, context }) => {
    const watch = watchPage(page);
    await context.addCookies(consentCookies({ analytics: true, marketing: false }));
    const analytics = await recordAnalytics(page);
    const { booking, gifting } = await cmsHomeOf(page, 'fr_FR');
    if (!booking?.promoBar || !gifting) throw new Error('no promo bar or no gifting home');
    await page.goto('/?refid=TA-7');
    await interact(page);
    const tabs = page.getByRole('navigation', { name: 'Que cherchez-vous ?' });
    await expect(tabs.getByRole('link', { name: 'Séjours' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(analytics.names).toContain('view_promotion');
    expect(analytics.events.find((event) => event.name === 'view_promotion')?.params).toMatchObject({ creative_slot: 'promo_bar', page_type: 'home' });
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: 'Cadeaux' }).click();
    await expect(page).toHaveURL(`http://localhost:${SITE_PORT}/?refid=TA-7&flow=gifting`);
    await expectCmsHome(page, gifting);
    await expect(tabs.getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: booking.jumbotron.title })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('nl_BE: the home under /nl/ is in Dutch and its links keep the /nl prefix; axe clean', async ({ page }) => {
    const { booking } = await cmsHomeOf(page, 'nl_BE');
    if (!booking) throw new Error('no booking home');
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await interact(page);
    await expectCmsHome(page, booking);
    await expect(page.getByRole('region', { name: 'Waarom bij ons boeken' })).toBeVisible();
    await expectNoAxeViolations(page);
    const top = booking.blocks.find((block) => block.type === 'topSearchResults');
    if (!top?.searchUrl) throw new Error('no top-search block');
    await page.getByRole('link', { name: 'Bekijk alle aanbiedingen' }).click();
    await expect(page).toHaveURL(`http://be.localhost:${SITE_PORT}/nl${top.searchUrl}`);
  });

  test('es_ES: the home is in Spanish, blocks included; axe clean', async ({ page }) => {
    const { booking } = await cmsHomeOf(page, 'es_ES');
    if (!booking) throw new Error('no booking home');
    await page.goto(`http://es.localhost:${SITE_PORT}/`);
    await interact(page);
    await expectCmsHome(page, booking);
    await expect(page.getByRole('region', { name: 'Por qué reservar con nosotros' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas las ofertas' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('See all the offers');
    await expectNoAxeViolations(page);
  });
});
