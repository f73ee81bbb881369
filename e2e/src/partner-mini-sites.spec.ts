import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('partner mini-sites (product-side.md section 2: a path built from the url name, the six known partners)', () => {
  test('fr_FR: /partner/macif shows the partner’s banner, logo, search box and footer; its searches carry the mini-site id to the product links; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    const macif = await (await page.request.get(`http://localhost:${SITE_PORT}/api/content/minisites/macif`)).json();
    await page.goto('/partner/macif');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'MACIF' }).getByRole('img', { name: 'MACIF' })).toHaveAttribute('src', macif.logoUrl);
    await expect(main.locator('picture source')).toHaveAttribute('srcset', macif.bannerUrls.mobile);
    await expect(main.locator('picture img')).toHaveAttribute('src', macif.bannerUrls.desktop);
    await expect(main.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/page/terms-of-sale');
    await expect(page).toHaveTitle('MACIF | Escapade');
    const searchBox = main.getByRole('search');
    await expect(searchBox).toBeVisible();
    await expectNoAxeViolations(page);

    await searchBox.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/search\?flow=booking&minisite=360(#|$)/);
    const productLink = page.getByRole('main').locator('a[href*="/product/"]').first();
    await expect(productLink).toHaveAttribute('href', /\?flow=booking&minisite=360#/);
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR: a stay opened from a mini-site is quoted for it, and its checkout carries the mini-site id (reservationCriteria.minisiteId) and keeps it on the way back', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto('/partner/macif');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    const href = (await page.getByRole('main').locator('a[href*="/product/"]').first().getAttribute('href')) ?? '';
    const productPath = href.split(/[?#]/, 1)[0];
    const weekendId = Number(productPath.split('/')[2]);
    const calendar = await (await page.request.get(`http://localhost:${SITE_PORT}/api/weekend/${weekendId}/availabilities.json?locale=fr_FR&length=3&minisite=360`)).json();
    const [checkin, day] = Object.entries(calendar.days as Record<string, { minLos: number } | null>).find(([, value]) => value !== null) ?? [];
    expect(day).toBeTruthy();
    const nights = day?.minLos ?? 1;
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);

    await page.goto(`${productPath}?flow=booking&minisite=360#checkin=${checkin}&checkout=${checkout}&a=2&c=0&b=0`);
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    await expect(booking.getByText('Montant total')).toBeVisible();
    const quoted = page.waitForResponse((response) => response.url().includes(`/api/product/${weekendId}/quote?`));
    await booking.getByRole('button', { name: 'Réserver' }).click();
    const quote = await quoted;
    expect(new URL(quote.url()).searchParams.get('minisite')).toBe('360');
    expect(await quote.json()).toMatchObject({ bookable: true, reservationCriteria: { offerId: weekendId, minisiteId: 360 } });
    await expect(page).toHaveURL(new RegExp(`/checkout\\?minisite=360#id=${weekendId}&a=2&c=0&b=0&checkin=${checkin}&night=${nights}$`));
    await page.getByRole('banner').getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${weekendId}\\?minisite=360#checkin=${checkin}&checkout=${checkout}&a=2&c=0&b=0$`));
    await expect(booking.getByText('Montant total')).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('nl_BE: /nl/partner/libelle is the Dutch mini-site of Libelle, with the /nl prefix on its links; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/partner/libelle`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Libelle' })).toBeVisible();
    await expect(main.getByRole('search')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Algemene verkoopvoorwaarden' })).toHaveAttribute('href', '/nl/page/terms-of-sale');
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });

  test('an unknown partner, or a partner of another market, is the not-found page', async ({ page }) => {
    await page.goto('/partner/nobody');
    await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/partner/macif`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oeps/);
  });
});

test.describe('block-built landing pages (product-side.md section 2: chosen by a path segment and locale)', () => {
  test('fr_FR: /landing/week-end-derniere-minute draws its CMS blocks, its top search at most 3 offers; another market’s slug is the 404; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    const landing = await (await page.request.get(`http://localhost:${SITE_PORT}/api/content/landing/week-end-derniere-minute?locale=fr_FR`)).json();
    await page.goto('/landing/week-end-derniere-minute');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    await expect(page).toHaveTitle(landing.meta.pageTitle);
    const top = landing.blocks.find((block: { type: string }) => block.type === 'topSearchResults');
    const topRegion = main.getByRole('region', { name: top.title });
    await expect(topRegion.getByRole('listitem')).toHaveCount(Math.min(3, top.offers.length));
    const marketing = landing.blocks.find((block: { type: string }) => block.type === 'marketingBlock');
    await expect(main.getByRole('heading', { level: 2, name: marketing.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`http://es.localhost:${SITE_PORT}/landing/week-end-derniere-minute`);
    await expect(page.getByRole('heading', { level: 1, name: '¡Vaya!' })).toBeVisible();
    expect(watch.errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
