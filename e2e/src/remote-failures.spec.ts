import { expect, test, type Page } from '@playwright/test';
import { makeRemoteThrowOnRender, REMOTE_ERROR_TITLE, REMOTE_ROUTES, REMOTES, type RemoteName } from './support/site';

/** The crash page's title in French (product-side.md: 'It seems that the page went on holidays'). */
const CRASH_TITLE = 'On dirait que la page est partie en vacances';

async function expectOthersStillWork(page: Page, failed: RemoteName): Promise<void> {
  for (const other of REMOTES.filter((remote) => remote !== failed)) {
    await page.goto(REMOTE_ROUTES[other].path);
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES[other].heading })).toBeVisible();
  }
}

async function expectRegionError(page: Page, name: RemoteName): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  // Checkout pages have no footer (the simplified frame); every other page keeps it.
  await expect(page.getByRole('contentinfo')).toHaveCount(name === 'checkout' ? 0 : 1);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
}

test.describe('a failing remote leaves the rest of the site working', () => {
  for (const name of REMOTES) {
    test(`when ${name}'s remoteEntry.js cannot be fetched`, async ({ page }) => {
      await page.route(`**/remotes/${name}/remoteEntry.js`, (route) => route.abort());
      await page.goto(REMOTE_ROUTES[name].path);
      await expectRegionError(page, name);
      await expectOthersStillWork(page, name);
    });

    test(`when ${name} throws while rendering: the crash page, and its report`, async ({ page }) => {
      await makeRemoteThrowOnRender(page, name);
      const report = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/logs');
      await page.goto(REMOTE_ROUTES[name].path);
      await expect(page.getByRole('heading', { level: 1, name: CRASH_TITLE })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Aller à l’accueil' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
      expect((await report).postDataJSON()).toMatchObject({
        level: 'ERROR',
        location: 'application.client.error',
        message: expect.stringContaining(`${name} failed while rendering`),
      });
      await expectOthersStillWork(page, name);
    });
  }

  test('the retry button loads the remote once it is reachable again', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/product/remoteEntry.js', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(REMOTE_ROUTES.product.path);
    await expectRegionError(page, 'product');
    blocked = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: REMOTE_ROUTES.product.heading })).toBeVisible();
  });
});
