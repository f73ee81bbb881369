import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchPage } from './support/site';

const TILE = /\/api\/map\/tiles\/\d+\/\d+\/\d+\.pbf$/;

test.describe('results map', () => {
  test('fr_FR: the results on a full-screen map over our own basemap; a marker shows its card, the area is searched, Escape closes', async ({ page }) => {
    const watch = watchPage(page);
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (TILE.test(response.url())) tiles.push(response.status());
    });
    await page.goto('/search?flow=booking#city=paris');
    const count = page.getByRole('heading', { level: 2, name: /\d+ offres/ });
    await expect(count).toHaveText(/offres à Paris$/);
    const before = await count.textContent();

    // The map asks for the markers of the whole search, not only of the 24 results shown.
    const mapSearch = page.waitForResponse((response) => response.url().endsWith('/api/offers.json') && /"performMapSearch":true/.test(response.request().postData() ?? ''));
    const mapButton = page.getByRole('button', { name: 'Carte', exact: true });
    await mapButton.click();
    const mapReply = (await (await mapSearch).json()) as { resultsCount: number; markers?: unknown[] };
    expect(mapReply.resultsCount).toBeGreaterThan(24);
    expect(mapReply.markers).toHaveLength(mapReply.resultsCount);
    const dialog = page.getByRole('dialog', { name: 'Les offres sur la carte' });
    const map = dialog.getByRole('region', { name: 'Les offres sur la carte' });
    // A marker is named after its hotel and stay and ends with its price; a cluster says how many it holds.
    const offers = map.getByRole('button', { name: /\d\s€$/ });
    const clusters = map.getByRole('button', { name: /offres?, zoomer$/ });
    await expect(offers.or(clusters).first()).toBeVisible();
    // The map draws its markers once it has stopped: a cluster zooms it in, and it settles again.
    const settled = dialog.locator('[data-idle]');
    for (let tries = 0; tries < 5 && (await offers.count()) === 0; tries++) {
      await expect(settled).toHaveCount(1);
      await clusters.first().click();
      await expect(settled).toHaveCount(0);
      await expect(settled).toHaveCount(1);
    }
    const marker = offers.first();
    await expect(marker).toBeVisible();
    await expect.poll(async () => (await marker.boundingBox())?.width).toBe(40);
    // The basemap's tiles come from the API, and only from it.
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((status) => status === 200)).toBe(true);

    const name = await marker.getAttribute('aria-label');
    await marker.click();
    const preview = dialog.getByRole('region', { name: 'Offre sélectionnée' });
    await expect(preview.getByRole('article')).toBeVisible();
    // The selected marker is drawn larger (47 px) and red.
    const selected = map.getByRole('button', { name: name ?? '' });
    await expect.poll(async () => (await selected.boundingBox())?.width).toBe(47);
    expect(await selected.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(192, 38, 45)');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    // A click on the map itself (a corner away from the card) deselects.
    const canvas = map.locator('canvas');
    // maplibre's own name for its canvas, in the page's language.
    await expect(canvas).toHaveAttribute('aria-label', 'Carte');
    const area = await canvas.boundingBox();
    if (!area) throw new Error('the map has no canvas');
    await page.mouse.click(area.x + 12, area.y + area.height - 12);
    await expect(preview).toBeHidden();

    // Dragging the map offers to search where it now is.
    const searchArea = dialog.getByRole('button', { name: 'Rechercher dans cette zone' });
    await expect(searchArea).toBeHidden();
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 - 250, area.y + area.height / 2 - 120, { steps: 12 });
    await page.mouse.up();
    await searchArea.click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/lat=\d+\.\d+.*lng=\d+\.\d+/);
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/distanceMax=\d+(&|$)/);
    expect(hash).not.toContain('city=');
    await expect(searchArea).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(mapButton).toBeFocused();
    await expect(count).not.toHaveText(before ?? '');
    expect(watch.errors).toEqual([]);
  });
});
