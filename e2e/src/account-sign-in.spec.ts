import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

/** The session as the API sees the browser's cookie. */
async function sessionAccount(page: Page): Promise<unknown> {
  const reply = await page.request.get('/api/account/session');
  return ((await reply.json()) as { account: unknown }).account;
}

test.describe('customer accounts (product-side.md, account and account menu)', () => {
  test('a visitor signs up, signs out, mistypes the password, signs in, each time back where they were', async ({ page }) => {
    // A new e-mail each run: the embedded database keeps the accounts of earlier runs.
    const email = `camille.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
    const password = 'une longue phrase de passe';
    const header = page.getByRole('banner');
    const main = page.getByRole('main');

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le service client' })).toBeVisible();
    await header.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`/account/signin?origin=${encodeURIComponent('/contact')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign up, from the sign-in page, with the same origin.
    await main.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    await expect(main.getByLabel('Mot de passe')).toHaveAttribute('autocomplete', 'new-password');
    await main.getByRole('textbox', { name: 'Votre nom' }).fill('Camille Durand');
    await main.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await main.getByLabel('Mot de passe').fill(password);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL('/contact');
    const menuButton = header.getByRole('button', { name: 'Mon compte Camille Durand' });
    await expect(menuButton).toBeVisible();
    expect(await sessionAccount(page)).toMatchObject({ name: 'Camille Durand', email });

    // Sign out from the header's menu: the session ends on the server.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await sessionAccount(page)).toBeNull();

    // A wrong password is said so, and nothing typed is lost.
    await header.getByRole('link', { name: 'Se connecter' }).click();
    await main.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await expect(main.getByLabel('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');
    await main.getByLabel('Mot de passe').fill('pas le bon mot de passe');
    await main.getByRole('button', { name: 'Se connecter' }).click();
    await expect(main.getByRole('alert')).toHaveText("L'adresse e-mail ou le mot de passe est incorrect.");
    await expect(main.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
    await expectNoAxeViolations(page);

    // The right one: signed in, back on the contact page.
    await main.getByLabel('Mot de passe').fill(password);
    await main.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menuButton).toBeVisible();

    // The account home says who is signed in; its Sign out goes home.
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText(`Connecté en tant que Camille Durand (${email}).`)).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await sessionAccount(page)).toBeNull();
  });
});
