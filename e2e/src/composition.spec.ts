import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { soldStay } from './support/catalog';
import { REMOTE_ROUTES, REMOTES, watchPage } from './support/site';

test.describe('composed site', () => {
  test('the home page renders with header and footer, fetches only the search remote for its search box, and has no console error', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Courts séjours en Europe' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Je recherche un week-end' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.remoteFilesOf('search')).toContain('/remotes/search/remoteEntry.js');
    expect(watch.anyRemoteFiles().filter((path) => !path.startsWith('/remotes/search/'))).toEqual([]);
    expect(watch.errors).toEqual([]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
  });

  for (const name of REMOTES) {
    test(`the ${name} remote loads only when its route (or, for search, the home page's search box) needs it, without console errors`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('search')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(watch.anyRemoteFiles().filter((path) => !path.startsWith('/remotes/search/'))).toEqual([]);

      // Client-side navigation, as a visitor following a link.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, REMOTE_ROUTES[name].path);
      await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES[name].heading })).toBeVisible();
      expect(watch.remoteFilesOf(name)).toContain(`/remotes/${name}/remoteEntry.js`);
      for (const other of REMOTES.filter((remote) => remote !== name && remote !== 'search')) expect(watch.remoteFilesOf(other)).toEqual([]);
      expect(watch.errors).toEqual([]);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
    });
  }

  test('a page downloads react-dom once, even after a remote loaded', async ({ page }) => {
    const reactDomChunks = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // A string only react-dom's client build contains.
      if (body.includes('react-dom.') || body.includes('Minified React error')) {
        if (body.includes('createRoot')) reactDomChunks.add(new URL(response.url()).pathname);
      }
    });
    await page.goto(REMOTE_ROUTES.search.path);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES.search.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reactDomChunks.size).toBe(1);
  });

  test('a deep link survives a reload with its criteria on screen', async ({ page }) => {
    await page.goto('/search?flow=booking#city=Paris&a=3');
    // On screen in the summary bar, and announced to screen readers by the status line.
    const bar = page.getByRole('region', { name: 'Votre recherche' }).getByRole('button');
    const summary = page.getByRole('status').filter({ hasText: 'Paris' });
    await expect(bar).toHaveAccessibleName(/^Modifier votre recherche: Paris, .+, 3 adultes$/);
    await expect(summary).toHaveText('Paris · 3 adultes');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES.search.heading })).toBeVisible();
    await expect(bar).toHaveAccessibleName(/^Modifier votre recherche: Paris, .+, 3 adultes$/);
    await expect(summary).toHaveText('Paris · 3 adultes');
    await page.goto('/search?flow=booking');
    await expect(page.getByRole('status').filter({ hasText: 'Toutes les destinations' })).toHaveText('Toutes les destinations · 2 adultes');
    await page.goBack();
    await expect(summary).toHaveText('Paris · 3 adultes');
    const response = await page.request.get('/search?flow=booking');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    // This environment does not enable indexing (SITE_INDEXING): every page says noindex.
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });

  test('a link to another page opens it at its top', async ({ page }) => {
    await page.goto(`/product/${(await soldStay(page.request)).id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('region', { name: 'Avis' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The footer's contact link: another remote's page, opened by the router without a reload.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nous écrire' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path shows the translated not-found page', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
  });
});
