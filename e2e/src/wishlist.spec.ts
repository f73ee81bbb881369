import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchPage } from './support/site';

const HEART_NAME = /^Ajouter (.+) à mes favoris$/;

test.describe('wishlist', () => {
  test('fr_FR: a heart on a card saves the stay, still pressed after a reload and on its page; /account/wishlist lists it and removes it; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/search?flow=booking#city=paris');
    const heart = page.getByRole('article').first().getByRole('button', { name: HEART_NAME });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const name = (await heart.getAttribute('aria-label')) ?? '';
    const label = HEART_NAME.exec(name)?.[1] ?? '';
    expect(label).not.toBe('');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await page.reload();
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect(card.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');

    await card.locator('a[href*="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The header's wishlist opens the account remote's drawer, listing the stay; Escape closes it.
    await page.getByRole('banner').getByRole('link', { name: 'Favoris' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mes favoris' });
    await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', /\/product\/\d+\//);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/product\/\d+\//);

    await page.goto('/account/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    const stays = page.getByRole('region', { name: 'Séjours' });
    await expect(stays.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', /\/product\/\d+\//);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await stays.getByRole('button', { name: `Retirer ${label} de mes favoris` }).click();
    await expect(page.getByText("Vous n'avez aucun élément dans vos favoris")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter des favoris' })).toHaveAttribute('href', /^\/search/);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('escapade.wishlist') ?? 'null'))).toMatchObject({ STAY: [] });
    expect(watch.errors).toEqual([]);
  });
});
