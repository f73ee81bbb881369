import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPage } from './support/site';

/** Presses Tab (or Shift+Tab) until the element has the focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()}`);
}

/** The element has the focus and a focus ring is drawn around it. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test.describe('a search with the keyboard only', () => {
  test('fr_FR: destination, dates, travellers, search, a filter, the sort, page 2 and a product page, the focus visible at each step', async ({ page }) => {
    test.setTimeout(90_000);
    const watch = watchPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Je recherche un week-end' });

    // The destination, chosen among the suggestions with the arrow keys and Enter.
    const destination = box.getByRole('combobox', { name: 'Destination' });
    await tabTo(page, destination);
    await expectVisibleFocus(destination);
    await page.keyboard.type('par');
    const options = box.getByRole('option');
    // The suggestions replace what the selector shows on focus (recent searches, around me) once typed.
    await expect(options.filter({ hasText: /^Paris \(\d{5}\)/ }).first()).toBeVisible();
    const paris = (await options.allTextContents()).findIndex((label) => /^Paris \(\d{5}\)/.test(label));
    expect(paris).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= paris; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(destination).toHaveValue(/^Paris \(/);
    await expectVisibleFocus(destination);

    // Calendar A: Enter opens it with the focus on its one day stop, so arrows move at once and Enter picks.
    const dates = box.getByRole('button', { name: /^Dates/ });
    await tabTo(page, dates);
    await expectVisibleFocus(dates);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: /^Dates/ });
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    const day = calendar.locator('button:focus');
    // The one day in the tab order, the first that can be picked (after 20:00 in Paris, today is no longer sold).
    await expect(calendar.locator('button[data-date][tabindex="0"]')).toBeFocused();
    await expect(day).toHaveAccessibleName(/, Disponible/);
    // A week ahead, clear of today's evening rule, then on to the first day that sells, for the check-in.
    await page.keyboard.press('ArrowDown');
    for (let next = 0; next < 14 && !/, Disponible$/.test((await day.getAttribute('aria-label')) ?? ''); next += 1) await page.keyboard.press('ArrowRight');
    await expect(day).toHaveAccessibleName(/, Disponible$/);
    await page.keyboard.press('Enter');
    await expect(day).toHaveAccessibleName(/, Arrivée$/);
    await expectVisibleFocus(day);
    for (let night = 0; night < 7 && !/, Disponible$/.test((await day.getAttribute('aria-label')) ?? ''); night += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(day).toHaveAccessibleName(/, Départ$/);
    const validate = calendar.getByRole('button', { name: 'Valider' });
    await tabTo(page, validate);
    await expectVisibleFocus(validate);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expectVisibleFocus(dates);
    await expect(dates).not.toHaveText(/Ajouter des dates/);

    // Travellers: a third adult with Space on '+', Escape closes and gives the focus back.
    const travellers = box.getByRole('button', { name: /^Voyageurs/ });
    await tabTo(page, travellers);
    await page.keyboard.press('Enter');
    const moreAdults = page.getByRole('button', { name: 'Plus : Adultes' });
    await tabTo(page, moreAdults);
    await expectVisibleFocus(moreAdults);
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect(travellers).toHaveText(/3 adultes/);
    await expectVisibleFocus(travellers);

    // Search: the results page opens with the focus on the result count, ringed.
    const submit = box.getByRole('button', { name: 'Rechercher' });
    await tabTo(page, submit);
    await expectVisibleFocus(submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?flow=booking#(.+&)?city=paris(&|$)/);
    expect(new URL(page.url()).hash).toMatch(/checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&a=3/);
    const count = page.getByRole('heading', { level: 2, name: /offres à Paris$/ });
    await expectVisibleFocus(count);
    const results = page.getByRole('list', { name: 'Offres' }).getByRole('article');
    await expect(results).toHaveCount(24);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    // A filter: the price panel opens with the focus on its first field, the minimum, even on its first opening.
    const filters = page.getByRole('group', { name: 'Filtrer les offres' });
    const price = filters.getByRole('button', { name: 'Prix', exact: true });
    await tabTo(page, price, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Prix' });
    const minimum = panel.getByRole('slider', { name: 'Prix : minimum' });
    await expect(minimum).toBeFocused();
    const lowest = Number(await minimum.getAttribute('aria-valuenow'));
    await page.keyboard.press('PageUp');
    await expect(minimum).toHaveAttribute('aria-valuenow', String(lowest + 10));
    await expectVisibleFocus(minimum);
    const confirm = panel.getByRole('button', { name: /^Voir \d+ offres$/ });
    await tabTo(page, confirm);
    await expectVisibleFocus(confirm);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`priceMin=${(lowest + 10) * 100}(&|$)`));
    await expectVisibleFocus(filters.getByRole('button', { name: 'Prix (1)' }));

    // The sort: the arrow keys change the select's choice, which searches again.
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await tabTo(page, sort);
    await expectVisibleFocus(sort);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=\w+/);
    await expectVisibleFocus(sort);

    // Page 2: the focus goes back up to the result count, ringed.
    const pageTwo = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
    await tabTo(page, pageTwo, { max: 150 });
    await expectVisibleFocus(pageTwo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=1(&|#)/);
    await expectVisibleFocus(count);

    // The first card's offer opens its product page.
    const offer = results.first().locator('a[href^="/product/"]').last();
    await tabTo(page, offer);
    await expectVisibleFocus(offer);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.locator(':focus'));
    expect(watch.errors).toEqual([]);
  });
});
