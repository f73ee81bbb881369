import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { REMOTE_ROUTES, watchPage } from './support/site';

test.describe('search box on the home page', () => {
  test('fr_FR: a destination picked with the keyboard is searched on the results page; axe clean with the suggestions open', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Je recherche un week-end' });
    const destination = box.getByRole('combobox', { name: 'Destination' });
    await destination.pressSequentially('par');

    const options = box.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(destination).toHaveAttribute('aria-expanded', 'true');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    // The city of Paris (with its postal code), wherever the API ranks it, reached with the arrow keys.
    const labels = await options.allTextContents();
    const paris = labels.findIndex((label) => /^Paris \(\d{5}\)/.test(label));
    expect(paris).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= paris; step += 1) await destination.press('ArrowDown');
    await expect(destination).toHaveAttribute('aria-activedescendant', (await options.nth(paris).getAttribute('id')) ?? '');
    await destination.press('Enter');
    await expect(destination).toHaveValue(/^Paris \(/);
    await expect(destination).toHaveAttribute('aria-expanded', 'false');

    await destination.press('Enter');
    await expect(page).toHaveURL(/\/search\?flow=booking#(.+&)?city=paris(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES.search.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR: a gift search for 2 nights, printed, from the home box shows gift results; axe clean with the gift options open', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await page.getByRole('group', { name: 'Que recherchez-vous\u00a0?' }).getByRole('button', { name: 'Cadeaux' }).click();
    const box = page.getByRole('search', { name: 'Je recherche un cadeau' });
    await expect(box.getByRole('button', { name: /^Dates/ })).toHaveCount(0);

    const destination = box.getByRole('combobox', { name: 'Destination' });
    await destination.pressSequentially('par');
    const paris = box.getByRole('option', { name: /^Paris \(\d{5}\)/ }).first();
    await paris.click();
    await expect(destination).toHaveValue(/^Paris \(/);

    const gift = box.getByRole('button', { name: /^Votre cadeau/ });
    await expect(gift).toContainText('1 nuit, numérique, 2 personnes');
    await gift.click();
    const nights = page.getByRole('group', { name: 'Nuits' });
    await nights.getByRole('button', { name: 'Plus : Nuits' }).click();
    await expect(nights.getByRole('spinbutton', { name: 'Nuits' })).toHaveAttribute('aria-valuenow', '2');
    const format = page.getByRole('group', { name: 'Format du bon' });
    await format.getByRole('radio', { name: 'Physique' }).check();
    await expect(gift).toContainText('2 nuits, physique, 2 personnes');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await box.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/search\?flow=gifting#(.+&)?city=paris&.*giftNights=2&giftFormat=physical&giftAdults=2$/);
    await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Offres' }).getByRole('article').first()).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
});

test.describe('the search box opened from the results page', () => {
  test('fr_FR desktop: "Modify your search" opens the box, whose travellers panel shows above it, so the party can be changed and searched', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/search?flow=booking');
    await page.getByRole('button', { name: /^Modifier votre recherche/ }).click();
    const box = page.getByRole('dialog', { name: 'Je recherche un week-end' });
    const travellers = box.getByRole('button', { name: /^Voyageurs/ });
    await expect(travellers).toContainText('2 adultes');
    await travellers.click();
    const panel = page.getByRole('dialog', { name: /^Voyageurs/ });
    // A click lands on the panel's button only when nothing (the modal's overlay) is above it.
    await panel.getByRole('button', { name: /^Plus.*Adultes$/ }).click();
    await expect(travellers).toContainText('3 adultes');
    await travellers.click();
    await expect(panel).toBeHidden();
    await box.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/#(.+&)?a=3(&|$)/);
    expect(watch.errors).toEqual([]);
  });
});
