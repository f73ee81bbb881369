import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { STANDALONE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

/** The manifest the production server publishes next to the shell. */
const MANIFEST = join(__dirname, '../../dist/apps/shell/module-federation.manifest.json');

test.describe('a remote moved to another origin', () => {
  test('one line of the published manifest moves the search remote to another origin: the site loads it from there, allowed by its security policy', async ({ page }) => {
    const published = readFileSync(MANIFEST, 'utf8');
    const elsewhere = `http://localhost:${STANDALONE_PORT}`;
    try {
      writeFileSync(MANIFEST, JSON.stringify({ ...JSON.parse(published), search: `${elsewhere}/remoteEntry.js` }, null, 2));
      const watch = watchPage(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const response = await page.goto('/search?flow=booking#city=paris');
      expect(response?.headers()['content-security-policy']).toContain(elsewhere);
      await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeVisible();
      expect(scripts).toContain(`${elsewhere}/remoteEntry.js`);
      expect(watch.errors).toEqual([]);
    } finally {
      writeFileSync(MANIFEST, published);
    }
  });
});
