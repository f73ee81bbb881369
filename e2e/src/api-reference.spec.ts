import { expect, test } from '@playwright/test';
import { watchPage } from './support/site';

/** The browsable API reference under the site's own content security policy. */
test.describe('API reference at /api/docs', () => {
  test('lists the operations of the contract, its inline start-up script allowed by the policy', async ({ page }) => {
    const watched = watchPage(page);
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const sidebar = page.getByRole('complementary');
    for (const operation of [/^Search stays or gift vouchers/, /^Facet counts for a criteria set/]) {
      await expect(sidebar.getByRole('link', { name: operation })).toBeVisible();
    }
    for (const group of ['autocomplete', 'calendar', 'content', 'images']) {
      await expect(sidebar.getByRole('link', { name: group, exact: true })).toBeVisible();
    }
    expect(watched.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test('keeps scripts on the rest of the site to this origin and the preview origins its manifest allows, never inline', async ({ request }) => {
    const home = await request.get('/');
    const { overrideOrigins } = (await (await request.get('/module-federation.manifest.json')).json()) as { overrideOrigins: string[] };
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(home.headers()['content-security-policy'] ?? '')?.[1].split(' ');
    expect(scriptSources).toEqual(["'self'", ...[...overrideOrigins].sort()]);
  });
});
