import { expect, test } from '@playwright/test';
import { watchPage } from './support/site';

test.describe('a remote is loaded when a visitor shows the intent to visit it', () => {
  test('hovering a link to the account pages loads the account remote; the click then shows its page without a skeleton', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('search')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watch.remoteFilesOf('account')).toEqual([]);

    const help = page.getByRole('banner').getByRole('link', { name: 'Aide' });
    await help.hover();
    await expect.poll(() => watch.remoteFilesOf('account').length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');

    // Records whether a loading skeleton ever enters the main region after the click.
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      new MutationObserver(() => {
        if (main.querySelector('[aria-busy="true"]')) main.dataset.sawSkeleton = 'yes';
      }).observe(main, { childList: true, subtree: true });
    });
    await help.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le service client' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('data-saw-skeleton', 'yes');
    expect(watch.errors).toEqual([]);
  });

  test('keyboard focus on a link loads its remote too', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('search')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Aide' }).focus();
    await expect.poll(() => watch.remoteFilesOf('account')).toContain('/remotes/account/remoteEntry.js');
  });
});
