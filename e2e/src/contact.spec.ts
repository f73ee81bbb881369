import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { CUSTOMER_CARE_HOST, onCustomerCareHost, signInStaff } from './support/staff';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

/** Opens the message form of the French contact page and waits for its fields' code. */
async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Écrire un message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Écrire au service client' });
  await expect(dialog.getByLabel('Pourquoi nous écrivez-vous ?')).toBeVisible();
  return dialog;
}

/** The body of the next message the page files. */
function nextCase(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/cases');
}

test.describe('contact page and form (product-side.md: contact page, contact form, section 5)', () => {
  test('a visitor writes to customer care: fields checked on blur, the bot check solved in the browser, then thanked; the check cannot be used twice', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le service client' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gérer ma réservation' }).getByRole('link', { name: 'Annuler ma réservation' })).toHaveAttribute(
      'href',
      '/account#r=booking-retrieval',
    );
    await expectNoAxeViolations(page);

    const dialog = await openForm(page);
    await dialog.getByLabel('Pourquoi nous écrivez-vous ?').selectOption({ label: 'Je souhaite modifier ma réservation' });
    const booking = dialog.getByRole('textbox', { name: 'Numéro de réservation' });
    await booking.fill('1234567');
    await booking.blur();
    await expect(dialog.getByText('Le numéro de réservation se compose de 8 chiffres')).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: 'Votre numéro de téléphone' });
    await phone.fill('06.12.34');
    await phone.blur();
    await expect(dialog.getByText('Le numéro de téléphone semble incorrect')).toBeVisible();
    await expectNoAxeViolations(page);

    await booking.fill('20261127');
    await dialog.getByRole('textbox', { name: 'Votre nom' }).fill('Anne-Sophie D’Arcy');
    await dialog.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('anne-sophie@example.fr');
    await phone.fill('+33 6 12 34 56 78');
    await dialog.getByRole('textbox', { name: 'Votre message' }).fill('Pouvons-nous arriver un jour plus tôt ?');
    const filed = nextCase(page);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const request = await filed;
    const reply = await request.response();
    expect(reply?.status()).toBe(201);
    const body = request.postDataJSON() as { botCheck?: { solution: { counter: number } }; bookingNumber?: string; locale: string };
    expect(body).toMatchObject({ reason: 'modification', bookingNumber: '20261127', locale: 'fr_FR' });
    expect(body.botCheck?.solution.counter).toBeGreaterThan(0);

    await expect(dialog).toBeHidden();
    const thanks = page.getByRole('status').filter({ hasText: 'Merci pour votre message.' });
    await expect(thanks).toHaveText('Merci pour votre message. Notre service client vous contactera sous 48 h.');
    await expect(thanks).toBeFocused();
    expect(new URL(page.url()).searchParams.get('ref')).toBe('contact_thank_you');
    await expectNoAxeViolations(page);

    // The solved challenge opened one case: the same message again is refused, naming the check.
    const replay = await page.request.post(`http://localhost:${SITE_PORT}/api/contact/cases`, { data: body });
    expect(replay.status()).toBe(400);
    expect(await replay.json()).toMatchObject({ details: [{ field: 'body.botCheck', message: expect.stringContaining('already used') }] });

    // The thank-you state is in the URL: it survives a reload.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre message.' })).toBeVisible();
  });

  test('Send checks every field and sends nothing while one is missing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/contact/cases') sent += 1;
    });
    await page.goto('/contact');
    const dialog = await openForm(page);
    await dialog.getByLabel('Pourquoi nous écrivez-vous ?').selectOption({ label: 'Une question sur un hôtel ou une activité' });
    await expect(dialog.getByRole('textbox', { name: 'Numéro de réservation' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Champ obligatoire')).toHaveCount(4);
    expect(sent).toBe(0);
  });

  test('the Belgian Dutch page speaks Dutch and keeps its /nl prefix', async ({ page }) => {
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact met de klantenservice' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mijn boeking beheren' }).getByRole('link', { name: 'Een factuur aanvragen' })).toHaveAttribute(
      'href',
      '/nl/account#r=invoice-request',
    );
    await expect(page.getByRole('region', { name: 'Veelgestelde vragen' }).getByRole('link').first()).toHaveAttribute('href', /lang=nl$/);
    await expect(page.getByRole('region', { name: 'Bel ons' })).toContainText('zaterdag, van 10:00 tot 18:00');
    await expectNoAxeViolations(page);
  });

  test('staff on the customer-care site write without the bot check', async ({ page, context }) => {
    const origin = `http://${CUSTOMER_CARE_HOST}:${SITE_PORT}`;
    await onCustomerCareHost(context);
    await signInStaff(page, origin);
    let challenges = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/contact/challenge') challenges += 1;
    });
    await page.goto(`${origin}/contact`);
    const dialog = await openForm(page);
    await dialog.getByLabel('Pourquoi nous écrivez-vous ?').selectOption({ label: 'Une question sur un hôtel ou une activité' });
    await dialog.getByRole('textbox', { name: 'Votre nom' }).fill('Chloé Dubois');
    await dialog.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('chloe@example.fr');
    await dialog.getByRole('textbox', { name: 'Votre numéro de téléphone' }).fill('06 12 34 56 78');
    await dialog.getByRole('textbox', { name: 'Votre message' }).fill('Le spa est-il ouvert le dimanche ?');
    const filed = nextCase(page);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const request = await filed;
    expect((await request.response())?.status()).toBe(201);
    expect(request.postDataJSON()).not.toHaveProperty('botCheck');
    expect(challenges).toBe(0);
    await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre message.' })).toBeVisible();
  });
});
