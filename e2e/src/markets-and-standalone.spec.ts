import { expect, test } from '@playwright/test';
import { SITE_PORT, STANDALONE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

test.describe('markets', () => {
  test('the Spanish host shows the site in Spanish', async ({ page }) => {
    await page.goto(`http://es.localhost:${SITE_PORT}/search?flow=booking`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });

  test('the Belgian root is the language splash (Entrer / Ga verder), /nl/ pages are in Dutch, and the language switch keeps the page and is remembered', async ({
    page,
    context,
  }) => {
    await page.goto(`http://be.localhost:${SITE_PORT}/`);
    await expect(page.getByRole('link', { name: 'Entrer' })).toHaveAttribute('href', '/fr/');
    await page.getByRole('link', { name: 'Ga verder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Korte uitstapjes in Europa' })).toBeVisible();
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/search?flow=booking#city=bruxelles`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zoekresultaten' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'Francais' }).click();
    await expect(page).toHaveURL(`http://be.localhost:${SITE_PORT}/fr/search?flow=booking#city=bruxelles`);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats de recherche' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lastLanguage')).toMatchObject({ value: 'fr', path: '/' });
  });
});

test('the search remote, built alone, renders on its own page', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(`http://localhost:${STANDALONE_PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats de recherche' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/search');
  expect(watch.errors).toEqual([]);
});
