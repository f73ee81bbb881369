import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STANDALONE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

/** The search remote's own build, served alone on another port, as a team previews it before publishing. */
const PREVIEW = `http://localhost:${STANDALONE_PORT}`;
const PREVIEW_ENTRY = `${PREVIEW}/remoteEntry.js`;

/** The preview banner, named in French (the default market). */
const bannerOf = (page: Page) => page.getByRole('region', { name: 'Aperçu : cet onglet charge des modules distants non publiés' });
const parisResults = (page: Page) => page.getByRole('heading', { level: 2, name: /offres à Paris$/ });

/** Every script the page fetches, with its origin. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test.describe('a team previews its remote on the composed site (remote override)', () => {
  test('`?remote=search@…` loads the search remote from a build served on another port, with a banner, through reloads, until Reset', async ({ page }) => {
    const watch = watchPage(page);
    const scripts = scriptsOf(page);
    const response = await page.goto(`/search?flow=booking&remote=search@${PREVIEW_ENTRY}#city=paris`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]* http:\/\/localhost:\*/);
    await expect(parisResults(page)).toBeVisible();
    expect(scripts).toContain(PREVIEW_ENTRY);
    expect(watch.remoteFilesOf('search')).toEqual([]);
    await expect(bannerOf(page)).toBeVisible();
    await expect(bannerOf(page).getByRole('listitem')).toHaveText(`search depuis ${PREVIEW_ENTRY}`);
    // The parameter has done its work: the address keeps the page, its query and its criteria.
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/search?flow=booking#city=paris');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    scripts.length = 0;
    await page.reload();
    await expect(parisResults(page)).toBeVisible();
    await expect(bannerOf(page)).toBeVisible();
    expect(scripts).toContain(PREVIEW_ENTRY);

    scripts.length = 0;
    await bannerOf(page).getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(bannerOf(page)).toHaveCount(0);
    await expect(parisResults(page)).toBeVisible();
    expect(scripts).toContain(new URL('/remotes/search/remoteEntry.js', page.url()).href);
    expect(scripts.filter((url) => url.startsWith(PREVIEW))).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('an override to an origin outside the allow-list is refused: a console warning, no banner, the published remote', async ({ page }) => {
    const watch = watchPage(page);
    const scripts = scriptsOf(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/search?flow=booking&remote=search@https://cdn.example.com/remoteEntry.js#city=paris');
    await expect(parisResults(page)).toBeVisible();
    expect(warnings).toContainEqual(
      expect.stringMatching(/^Remote override "search@https:\/\/cdn\.example\.com\/remoteEntry\.js" refused: https:\/\/cdn\.example\.com is not in the manifest's overrideOrigins/),
    );
    await expect(bannerOf(page)).toHaveCount(0);
    expect(watch.remoteFilesOf('search')).toContain('/remotes/search/remoteEntry.js');
    expect(scripts.filter((url) => url.startsWith('https://cdn.example.com'))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);
    expect(new URL(page.url()).search).toBe('?flow=booking');
    expect(watch.errors).toEqual([]);
  });
});
