import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { drawn } from './support/layout-shifts';
import { CUSTOMER_CARE_HOST, onCustomerCareHost, signInStaff } from './support/staff';

/** The result cards on screen. */
const cards = (page: Page) => page.getByRole('list', { name: /^(Offres|Ofertas|Offerte|Aanbiedingen)$/ }).getByRole('article');

/** Scrolls down the results, where content below the first screen loads as it comes into view. */
async function scrollThroughResults(page: Page) {
  for (const index of [4, 9, 12, 23]) await cards(page).nth(index).scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: /Pagination|Paginación/ }).scrollIntoViewIfNeeded();
}

test.describe('results page content around the results', () => {
  test('es_ES: the price slider stands on a histogram of the facet counts; inline promo blocks sit between the grids in Spanish', async ({ page }) => {
    await page.goto(`http://es.localhost:${SITE_PORT}/search?flow=booking#city=madrid`);
    await expect(cards(page)).toHaveCount(24);

    await page.getByRole('group', { name: 'Filtrar las ofertas' }).getByRole('button', { name: 'Precio' }).click();
    const histogram = page.getByTestId('price-histogram');
    await expect(histogram.locator('span')).toHaveCount(24);
    const heights = await histogram.locator('span').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: /^Ver \d+ ofertas?$/ })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Precio: máximo' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Below the first row: nothing is asked for until the visitor scrolls there.
    await scrollThroughResults(page);
    const flash = page.getByRole('complementary', { name: 'Ofertas flash de la semana' });
    await expect(flash).toBeVisible();
    await expect(flash.getByRole('link', { name: 'Ver las ofertas' })).toHaveAttribute('href', /^\/search\?flow=booking#sort=promo$/);
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('complementary', { name: 'Regala una escapada, ellos eligen la fecha' })).toBeVisible();

    // At the bottom, Madrid's text in Spanish: headings and paragraphs, the rest behind 'Leer más'.
    await scrollThroughResults(page);
    await page.keyboard.press('End');
    const text = page.getByRole('region', { name: 'Madrid: nuestras escapadas todo incluido' });
    await expect(text).toBeVisible();
    await expect(text.getByRole('heading', { level: 3, name: '¿Por qué elegir Madrid?' })).toBeVisible();
    await expect(text.getByRole('heading', { level: 3, name: 'Información práctica' })).toBeHidden();
    await text.getByRole('button', { name: 'Leer más' }).click();
    await expect(text.getByRole('heading', { level: 3, name: 'Información práctica' })).toBeVisible();
    await expect(text.getByRole('button', { name: 'Leer menos' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('customer-care mode (its host prefix): the same results and text without inline promo blocks', async ({ page, context }) => {
    const origin = `http://${CUSTOMER_CARE_HOST}:${SITE_PORT}`;
    await onCustomerCareHost(context);
    await signInStaff(page, origin);
    await page.goto(`${origin}/search?flow=booking#city=paris`);
    await expect(cards(page)).toHaveCount(24);
    await scrollThroughResults(page);
    await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeAttached();
    // What the scroll brings near is asked for and drawn.
    await page.waitForLoadState('networkidle');
    await drawn(page);
    // Only the staff strip: no promo block.
    await expect(page.getByRole('complementary')).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: /^Connecté en tant que / })).toBeVisible();
    // The destination's text is no promotion: it stays.
    await page.keyboard.press('End');
    await expect(page.getByRole('region', { name: 'Paris : nos week-ends tout compris' })).toBeVisible();
  });
});
