import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { acquisitionAnswered, recordAnalytics } from './support/analytics';
import { watchPage } from './support/site';

// First visits: no consent choice yet.
test.use({ storageState: { cookies: [], origins: acquisitionAnswered(SITE_PORT) } });

const analyticsStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('escapade.analytics'))
      .sort(),
  );
const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));
const firstStayLink = (page: Page) => page.getByRole('article').first().locator('a[href*="/product/"]').first();

test('fr_FR: nothing is stored or sent before the visitor accepts; then the list seen, the card chosen and the stay viewed travel, with the campaign', async ({ page }) => {
  const watch = watchPage(page);
  const analytics = await recordAnalytics(page);
  await page.clock.install();
  await page.goto('/search?flow=booking&refid=TA-42#city=paris');
  const banner = page.getByRole('region', { name: 'Les cookies et votre vie privée' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
  // Longer than the tracker's batching delay: still nothing.
  await page.clock.runFor(1500);
  expect(analytics.events).toEqual([]);
  expect(await analyticsStorage(page)).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(analytics.names).toEqual(['view_item_list']);
  expect(analytics.events[0]).toMatchObject({ pos: 'fr', params: { item_list_name: 'search_booking', page_type: 'search', locale: 'fr_FR', refid: 'TA-42' } });
  expect(await analyticsStorage(page)).toEqual(['escapade.analytics.campaign', 'escapade.analytics.clientId']);
  expect(await dataLayerEvents(page)).toEqual(['view_item_list']);

  await firstStayLink(page).click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect.poll(analytics.names).toEqual(['view_item_list', 'select_item', 'view_item']);
  const [selected, viewed] = analytics.events.slice(1);
  expect(selected.params.items).toEqual([expect.objectContaining({ index: 0, item_category: 'weekend' })]);
  expect((viewed.params.items as { item_id: string }[])[0].item_id).toBe((selected.params.items as { item_id: string }[])[0].item_id);
  expect(viewed.params).toMatchObject({ page_type: 'product', refid: 'TA-42' });
  expect(watch.errors).toEqual([]);
});

test('nl_BE: a refusal sends nothing; the footer’s cookie settings change the choice, and from then on views travel', async ({ page }) => {
  const analytics = await recordAnalytics(page);
  await page.clock.install();
  await page.goto(`http://be.localhost:${SITE_PORT}/nl/search?flow=booking#city=bruxelles`);
  const banner = page.getByRole('region', { name: 'Cookies en uw privacy' });
  await banner.getByRole('button', { name: 'Alles weigeren' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(banner).toBeHidden();
  await page.clock.runFor(1500);
  expect(analytics.events).toEqual([]);
  expect(await analyticsStorage(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(settings.getByRole('checkbox', { name: 'Bezoekersstatistieken' })).not.toBeChecked();
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
  await settings.getByRole('checkbox', { name: 'Bezoekersstatistieken' }).check();
  await settings.getByRole('button', { name: 'Mijn keuzes opslaan' }).click();
  await expect(settings).toBeHidden();

  await firstStayLink(page).click();
  await expect(page).toHaveURL(/\/nl\/product\/\d+/);
  await expect.poll(analytics.names).toContain('view_item');
  expect(analytics.events.every((event) => event.pos === 'be' && event.params.locale === 'nl_BE')).toBe(true);
});
