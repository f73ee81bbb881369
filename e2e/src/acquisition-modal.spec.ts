import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { consentCookies } from './support/analytics';

// The modal's wait (product-side.md, constants): 10 s after the visit becomes eligible; it closes 1.2 s after a signup.
const DELAY_MS = 10_000;
const CLOSE_DELAY_MS = 1_200;

/** The results page's heading in each language the journeys visit. */
const RESULTS_HEADING = { fr: 'Résultats de recherche', nl: 'Zoekresultaten' } as const;

/**
 * Moves inside the site as a visitor does: a link of the home page to a search page, and waits for
 * that page to be shown. The address changes at the click, but the router moves to the page only
 * once the search remote's code has come: the modal's wait starts then, not at the click, so the
 * clock runs from there (run sooner, the first visit of a busy machine missed the modal).
 */
async function followLinkToSearch(page: Page, language: keyof typeof RESULTS_HEADING) {
  await page.locator('#main a[href*="/search"]').first().click();
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING[language] })).toBeVisible({ timeout: 20_000 });
}

/**
 * Stops the page's clock, so the modal's timers move only with `runFor`. A running clock also moves
 * with real time: on a busy machine, the second between two checks let the thanks close before the
 * test looked. Only while the modal is shown: React reveals a lazily loaded part on a timer.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead, as pausing cannot go back in time, and the clock moves on while this is sent.
  await page.clock.pauseAt(now + 2_000);
}

// Visitors who answered the consent question but never saw the modal.
test.use({ storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: [] } });

test.describe('email-acquisition modal (product-side.md, acquisition modal)', () => {
  test('fr_FR: opens 10 s after moving from home to a search page, signs up, thanks, closes after 1.2 s and never comes back; axe clean', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3 * DELAY_MS);
    const dialog = page.getByRole('dialog', { name: 'Votre prochaine escapade commence ici' });
    // The first page of a visit never qualifies.
    await expect(dialog).toBeHidden();

    await followLinkToSearch(page, 'fr');
    await page.clock.runFor(DELAY_MS - 500);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(600);
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog (its focus manager waits a frame).
    await page.clock.runFor(100);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

    const email = dialog.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await email.fill('claire.martin@');
    await email.blur();
    await expect(dialog.getByText("L'adresse e-mail semble incorrecte")).toBeVisible();
    await email.fill('claire.martin@example.fr');
    await pauseClock(page);
    const signup = page.waitForRequest((request) => request.url().endsWith('/api/marketing/newsletter') && request.method() === 'POST');
    await email.press('Enter');
    expect((await signup).postDataJSON()).toMatchObject({ email: 'claire.martin@example.fr', country: 'fr', language: 'fr' });
    await expect(dialog.getByText('Merci ! Vous êtes désormais inscrit à notre newsletter.')).toBeVisible();
    await page.clock.runFor(CLOSE_DELAY_MS - 300);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(400);
    await expect(dialog).toBeHidden();
    await page.clock.resume();

    await page.goto('/');
    await followLinkToSearch(page, 'fr');
    await page.clock.runFor(3 * DELAY_MS);
    await expect(dialog).toBeHidden();
  });

  test('nl_BE: closing it is for good; a visit from an excluded affiliate is never asked', async ({ page }) => {
    await page.clock.install();
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await followLinkToSearch(page, 'nl');
    await page.clock.runFor(DELAY_MS + 100);
    const dialog = page.getByRole('dialog', { name: 'Je volgende uitje begint hier' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await followLinkToSearch(page, 'nl');
    await page.clock.runFor(3 * DELAY_MS);
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/?affiliateId=igraal`);
    await followLinkToSearch(page, 'nl');
    await page.clock.runFor(3 * DELAY_MS);
    await expect(dialog).toBeHidden();
  });
});
