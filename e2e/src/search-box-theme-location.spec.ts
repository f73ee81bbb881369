import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { REMOTE_ROUTES, watchPage } from './support/site';

/** Annecy's lake shore: where the visitor is in these journeys. */
const ANNECY = { latitude: 45.8992, longitude: 6.1294 };

const axeViolations = async (page: import('@playwright/test').Page) => (await new AxeBuilder({ page }).analyze()).violations;

test.describe('search box: around me, theme and the summary bar', () => {
  test.describe('with the location allowed', () => {
    test.use({ geolocation: ANNECY, permissions: ['geolocation'] });

    test('fr_FR: searches around the visitor for a theme, sums it up over the results and reopens the box from it; axe clean at each step', async ({ page }) => {
      const watch = watchPage(page);
      await page.goto('/');
      const box = page.getByRole('search', { name: 'Je recherche un week-end' });
      const destination = box.getByRole('combobox', { name: 'Destination' });
      await destination.click();
      const aroundMe = box.getByRole('option', { name: /^Autour de moi/ });
      await expect(aroundMe).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await destination.press('ArrowDown');
      await expect(destination).toHaveAttribute('aria-activedescendant', (await aroundMe.getAttribute('id')) ?? '');
      await destination.press('Enter');
      await expect(destination).toHaveValue('Autour de moi');

      // The theme, with the keyboard: its list opens focused, with an icon per theme.
      const theme = box.getByRole('button', { name: /^Thème/ });
      await theme.focus();
      await theme.press('Enter');
      const themes = box.getByRole('listbox', { name: 'Thème' });
      await expect(themes).toBeFocused();
      await expect(themes.getByRole('option', { name: 'En famille' })).toBeVisible();
      expect(await themes.getByRole('option').count()).toBeGreaterThanOrEqual(24);
      expect(await axeViolations(page)).toEqual([]);
      const family = themes.getByRole('option', { name: 'En famille' });
      const familyIndex = (await themes.getByRole('option').allTextContents()).indexOf('En famille');
      for (let step = 0; step < familyIndex; step += 1) await themes.press('ArrowDown');
      await expect(themes).toHaveAttribute('aria-activedescendant', (await family.getAttribute('id')) ?? '');
      await themes.press('Enter');
      await expect(theme).toBeFocused();
      await expect(theme).toContainText('En famille');

      await box.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/search\?flow=booking#(.+&)?theme=39&(.+&)?lat=45\.8992&lng=6\.1294(&|$)/);
      await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES.search.heading })).toBeVisible();

      const summary = page.getByRole('region', { name: 'Votre recherche' }).getByRole('button');
      await expect(summary).toHaveAccessibleName(/^Modifier votre recherche: Autour de moi, Dates flexibles, En famille, 2 adultes$/);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);

      await summary.click();
      const dialog = page.getByRole('dialog', { name: 'Je recherche un week-end' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Destination' })).toHaveValue('Autour de moi');
      await expect(dialog.getByRole('button', { name: /^Thème/ })).toContainText('En famille');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(watch.errors).toEqual([]);
    });
  });

  test.describe('travelling locally, from Paris', () => {
    test.use({ geolocation: { latitude: 48.8566, longitude: 2.3522 }, permissions: ['geolocation'] });

    test('fr_FR: Travel locally! offers the destinations near the visitor, and the one picked is searched', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('search', { name: 'Je recherche un week-end' });
      const travelLocally = box.getByRole('button', { name: 'Voyagez près de chez vous\u00a0!' });
      await travelLocally.click();
      await expect(travelLocally).toHaveAttribute('aria-expanded', 'true');
      const nearby = box.getByRole('list', { name: 'Voyagez près de chez vous\u00a0!' }).getByRole('button');
      await expect(nearby.first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const label = (await nearby.first().textContent()) ?? '';
      await nearby.first().click();
      await expect(box.getByRole('combobox', { name: 'Destination' })).toHaveValue(label);
      await box.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/search\?flow=booking#(.+&)?city=[a-z0-9-]+(&|$)/);
      await expect(page.getByRole('region', { name: 'Votre recherche' }).getByRole('button')).toContainText(label.split(/ \(|,/)[0]);
    });
  });

  test.describe('with the location refused', () => {
    test.use({ permissions: [] });

    test('fr_FR: says under the field that the location was refused, without a dialog', async ({ page, context }) => {
      await context.clearPermissions();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/');
      const box = page.getByRole('search', { name: 'Je recherche un week-end' });
      await box.getByRole('combobox', { name: 'Destination' }).click();
      await box.getByRole('option', { name: /^Autour de moi/ }).click();
      await expect(box.getByRole('status').filter({ hasText: /^Position (refusée|introuvable)/ })).toBeVisible();
      await expect(box.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
      expect(dialogs).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('fr_FR: the compact summary stays at the top once the bar has scrolled away and opens the full-screen search box', async ({ page }) => {
      await page.goto('/search?flow=booking#city=lyon&theme=39');
      const bar = page.getByRole('region', { name: 'Votre recherche' });
      await expect(bar.getByRole('button')).toContainText('En famille');
      const compact = page.getByTestId('sticky-summary');
      await expect(compact).toBeHidden();
      await expect(page.getByRole('list', { name: 'Offres' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(compact).toBeVisible();
      await compact.getByRole('button').click();
      const modal = page.getByRole('dialog', { name: 'Je recherche un week-end' });
      await expect(modal).toBeVisible();
      const size = await modal.boundingBox();
      expect(size?.width).toBeGreaterThanOrEqual(380);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
