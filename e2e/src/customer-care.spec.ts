import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { announcementOf, type AnnouncementBannerReply } from '@escapade/api-contract';
import { SITE_PORT } from '../playwright.config';
import { drawn } from './support/layout-shifts';
import { CUSTOMER_CARE_HOST, E2E_STAFF, onCustomerCareHost } from './support/staff';

const CARE_SITE = `http://${CUSTOMER_CARE_HOST}:${SITE_PORT}`;

/** The result cards on screen. */
const cards = (page: Page) => page.getByRole('list', { name: 'Offres' }).getByRole('article');

/** The text of the French results pages' announcement banner in the booking flow, as the API has it. */
async function resultsBannerText(page: Page): Promise<string> {
  const reply = (await (await page.request.get(`http://localhost:${SITE_PORT}/api/cms/announcementBanner?locale=fr_FR`)).json()) as AnnouncementBannerReply;
  const banner = announcementOf(reply.data, 'searchPages', 'fr_FR', 'booking');
  expect(banner).not.toBeNull();
  return (banner?.content ?? '').replace(/\*\*/g, '');
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('customer-care mode (product-side.md section 1)', () => {
  test('a staff login view until signed in; a wrong password is announced; signed in, the site works without promotions; signing out returns to the login', async ({
    page,
    context,
  }) => {
    await onCustomerCareHost(context);
    await page.goto(`${CARE_SITE}/search?flow=booking#city=paris`);
    const title = page.getByRole('heading', { level: 1, name: 'Connexion service client' });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const login = page.getByRole('region', { name: 'Connexion service client' });
    const email = login.getByRole('textbox', { name: /^Votre adresse e-mail/ });
    const password = login.getByLabel(/^Mot de passe/);
    await email.fill(E2E_STAFF.email);
    await password.fill('not the password');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail inconnu ou mot de passe incorrect');
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('');
    await expectNoAxeViolations(page);

    await password.fill(E2E_STAFF.password);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    const strip = page.getByRole('complementary', { name: `Connecté en tant que ${E2E_STAFF.email}` });
    await expect(strip).toContainText(`Connecté en tant que ${E2E_STAFF.email}`);
    await expect(cards(page)).toHaveCount(24);
    // The gift drawer gives way to the plain gift-card link.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carte cadeau' })).toHaveAttribute('href', '/giftcard');
    // No announcement banner on results pages for staff.
    await expect(page.getByRole('main').getByText(await resultsBannerText(page))).toHaveCount(0);
    // Below the results: no promo block (the strip is the only complementary region).
    for (const index of [4, 9, 12, 23]) await cards(page).nth(index).scrollIntoViewIfNeeded();
    // What the scroll brings near is asked for and drawn.
    await page.waitForLoadState('networkidle');
    await drawn(page);
    await expect(page.getByRole('complementary')).toHaveCount(1);

    // The session holds across pages and reloads.
    await page.reload();
    await expect(cards(page)).toHaveCount(24);
    await expect(strip).toBeVisible();

    await strip.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(title).toBeFocused();
    await page.reload();
    await expect(title).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('the public host has no login view and keeps the gifting entry', async ({ page }) => {
    await page.goto(`http://localhost:${SITE_PORT}/search?flow=booking#city=paris`);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole('main').getByText(await resultsBannerText(page))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connexion service client' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Offrir un cadeau' })).toHaveAttribute('href', '/search?flow=gifting');
    const session = await page.request.get(`http://localhost:${SITE_PORT}/api/staff/session`);
    expect(session.status()).toBe(401);
  });
});
