import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ActivityDetail, InsurancePrice, OffersSearchReply, ProductQuote, PurchaseOrder } from '@escapade/api-contract';
import { addDays, type IsoDate } from '@escapade/util-market';
import { formatAmount, promotionCodeReduction } from '@escapade/util-pricing';
import { SITE_PORT } from '../playwright.config';
import { firstBookableDates } from './support/catalog';
import { watchPage } from './support/site';

/**
 * The purchase path as a visitor meets it: the checkout a product page's Book opens, its cancellation
 * and payment choices, the buyer's details, the sandbox provider's hosted card page (its test cards),
 * and the confirmation read back from the stored order. Amounts are the server's, asked of the API.
 */

/** The provider's page, its notification and the stored order's read, on a loaded machine. */
const CONFIRMATION_TIMEOUT_MS = 15_000;

const api = (path: string) => `http://localhost:${SITE_PORT}/api${path}`;

/** The markets the journeys run in: where each is served and the words its pages use. */
const MARKETS = {
  fr_FR: {
    origin: `http://localhost:${SITE_PORT}`,
    locale: 'fr-FR',
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone portable',
    terms: "J'accepte les conditions de vente",
    pay: /^Payer /,
    insurance: /^Assurance annulation/,
    declined: 'Votre paiement a été refusé',
    confirmed: 'Merci, votre réservation est confirmée',
    priceChanged: 'Le prix de ce séjour vient de changer',
    deferred: /^Payer plus tard/,
  },
  es_ES: {
    origin: `http://es.localhost:${SITE_PORT}`,
    locale: 'es-ES',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono móvil',
    terms: 'Acepto las condiciones de venta',
    pay: /^Pagar /,
    insurance: /^Seguro de cancelación/,
    declined: 'Tu pago ha sido rechazado',
    confirmed: 'Gracias, tu reserva está confirmada',
    priceChanged: 'El precio de esta estancia acaba de cambiar',
    deferred: /^Pagar más tarde/,
  },
  nl_BE: {
    origin: `http://be.localhost:${SITE_PORT}/nl`,
    locale: 'nl-BE',
    email: 'E-mail',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Mobiel nummer',
    terms: 'Ik ga akkoord met de verkoopvoorwaarden',
    pay: / betalen$/,
    insurance: /^Annuleringsverzekering/,
    declined: 'Je betaling is geweigerd',
    confirmed: 'Bedankt, je boeking is bevestigd',
    priceChanged: 'De prijs van dit verblijf is net gewijzigd',
    deferred: /^Later betalen/,
  },
} as const;

type Market = keyof typeof MARKETS;

/** A phone number of each market's country, as a visitor types it. */
const PHONES: Record<Market, string> = { fr_FR: '06 12 34 56 78', es_ES: '612 34 56 78', nl_BE: '0470 12 34 56' };

interface Booking {
  readonly path: string;
  readonly weekendId: number;
  readonly checkin: IsoDate;
  readonly nights: number;
  readonly stayAmount: number;
  readonly insuranceAmount: number;
}

/**
 * A stay the market sells, dated from `daysAhead` days on, cancellable on those dates (so every
 * payment choice is offered), with the server's price of it and of its insurance. Which stays a
 * market sells follows the seed's calendar, so they are asked of the API.
 */
async function bookableStay(request: APIRequestContext, market: Market, daysAhead = 10): Promise<Booking> {
  const search = await request.post(api('/offers.json'), { data: { locale: market, searchCriterias: {}, pagination: { limit: 24 } } });
  const notBefore = addDays(new Date().toISOString().slice(0, 10) as IsoDate, daysAhead);
  for (const card of ((await search.json()) as OffersSearchReply).exactMatches) {
    const { checkin, nights } = await firstBookableDates(request, card.id, `locale=${market}`, notBefore).catch(() => ({ checkin: null, nights: 0 }));
    if (checkin === null) continue;
    const quote = (await (await request.get(api(`/product/${card.id}/quote?checkin=${checkin}&nights=${nights}&adult=2&locale=${market}`))).json()) as ProductQuote;
    if (quote.bookable && quote.cancellationPolicy?.cancellable === true) return priced(request, market, card.id, checkin, nights, quote);
  }
  throw new Error(`the ${market} search has no stay cancellable from ${notBefore}`);
}

async function priced(request: APIRequestContext, market: Market, weekendId: number, checkin: IsoDate, nights: number, quote: ProductQuote): Promise<Booking> {
  const stayAmount = quote.priceInfo?.sellPrice ?? 0;
  const insurance = (await (
    await request.get(api(`/purchase/insurance/price?cancellationType=${quote.cancellationPolicy?.type ?? 'x'}&orderAmount=${stayAmount}&locale=${market}`))
  ).json()) as InsurancePrice;
  return { path: `/checkout#id=${weekendId}&a=2&c=0&b=0&checkin=${checkin}&night=${nights}`, weekendId, checkin, nights, stayAmount, insuranceAmount: insurance.amount };
}

/** Types the buyer's details as a visitor does. */
async function fillBuyer(page: Page, market: Market): Promise<void> {
  const words = MARKETS[market];
  await page.getByLabel(words.email, { exact: true }).fill('camille.martin@example.com');
  await page.getByLabel(words.firstName, { exact: true }).fill('Camille');
  await page.getByLabel(words.lastName, { exact: true }).fill('Martin');
  await page.getByLabel(words.phone, { exact: true }).fill(PHONES[market]);
}

/** Pays on the sandbox provider's hosted page with one of its test cards. */
async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.waitForURL(/\/api\/purchase\/sandbox\/pay\//);
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12/35');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type="submit"]').click();
}

/** The stored order behind a confirmation page's address. */
async function storedOrder(request: APIRequestContext, page: Page): Promise<PurchaseOrder> {
  const orderUuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  return (await (await request.get(api(`/purchase/orders/${orderUuid}`))).json()) as PurchaseOrder;
}

/** An activity voucher the market sells, as its page shows it, and the number of participants to buy it for (2 where priced). */
async function soldVoucher(request: APIRequestContext, market: Market): Promise<{ activity: ActivityDetail; participants: number; amount: number }> {
  const search = await request.post(api('/search/activity-only.json'), { data: { locale: market, criteria: {} } });
  for (const match of ((await search.json()) as { exactMatches: { id: number }[] }).exactMatches) {
    const activity = (await (await request.get(api(`/activity-only/weekend/${match.id}/detail.json?locale=${market}`))).json()) as ActivityDetail;
    if (!activity.published) continue;
    const counts = Object.keys(activity.prices).map(Number);
    const participants = counts.includes(2) ? 2 : Math.min(...counts);
    const amount = activity.prices[String(participants)]?.sellPrice;
    if (amount !== undefined) return { activity, participants, amount };
  }
  throw new Error(`the ${market} search has no activity voucher on sale`);
}

test.describe('checkout', () => {
  // A journey is three page loads, the provider's page and its notification, and axe runs: more than
  // the default 30 s on a loaded two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('fr_FR desktop: the stay with its cancellation insurance, paid by card; a double click places one order; the confirmation reads the stored order; axe clean', async ({
    page,
    request,
  }) => {
    const watched = watchPage(page);
    const words = MARKETS.fr_FR;
    const booking = await bookableStay(request, 'fr_FR');
    const total = booking.stayAmount + booking.insuranceAmount;
    const orders: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/purchase/orders')) orders.push(sent.headers()['idempotency-key'] ?? '');
    });

    await page.goto(booking.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(formatAmount(booking.stayAmount, words.locale));
    // Nothing chosen and nothing typed: each required field says so, the cancellation choice too.
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page.getByText('Veuillez choisir une option')).toBeVisible();
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await fillBuyer(page, 'fr_FR');
    await page.getByRole('radio', { name: words.insurance }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText(formatAmount(total, words.locale));
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).dblclick();
    await payOnHostedPage(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    expect(new Set(orders).size).toBe(1);
    const order = await storedOrder(request, page);
    expect(order).toMatchObject({ state: 'confirmed', amount: total, buyer: { email: 'camille.martin@example.com', phoneNumber: '+33612345678' } });
    expect(order.items).toContainEqual({ kind: 'insurance', choice: 'insurance', amount: booking.insuranceAmount });
    await expect(page.getByTestId('booking-number')).toHaveText(order.bookingNumber);
    await expect(page.getByTestId('paid-amount')).toHaveText(formatAmount(total, words.locale));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('es_ES phone: a declined card keeps everything typed, and the second card pays the same order', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const words = MARKETS.es_ES;
    const booking = await bookableStay(request, 'es_ES');
    await page.goto(`${words.origin}${booking.path}`);
    await fillBuyer(page, 'es_ES');
    await page.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4000 0000 0000 0002');

    // Back on the checkout of the same stay, told why, with the details as typed.
    await expect(page.getByRole('alert')).toContainText(words.declined);
    await expect(page).toHaveURL(new RegExp(`#id=${booking.weekendId}&`));
    await expect(page.getByLabel(words.email, { exact: true })).toHaveValue('camille.martin@example.com');
    await expect(page.getByLabel(words.phone, { exact: true })).toHaveValue(PHONES.es_ES);
    await expect(page.getByRole('radio').first()).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    const order = await storedOrder(request, page);
    expect(order).toMatchObject({ state: 'confirmed', amount: booking.stayAmount, locale: 'es_ES', buyer: { phoneNumber: '+34612345678' } });
    await context.close();
  });

  test('nl_BE: a price that changed before paying is explained with the server’s amount, and paying again uses it', async ({ page, request }) => {
    const words = MARKETS.nl_BE;
    const booking = await bookableStay(request, 'nl_BE');
    // The page's amount is made stale on its way out, as if the price had moved since the page was read.
    await page.route(
      '**/api/purchase/orders',
      async (route) => {
        const body = route.request().postDataJSON() as { expectedAmount: number };
        await route.continue({ postData: JSON.stringify({ ...body, expectedAmount: body.expectedAmount - 500 }) });
      },
      { times: 1 },
    );
    await page.goto(`${words.origin}${booking.path}`);
    await fillBuyer(page, 'nl_BE');
    await page.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page.getByRole('alert')).toContainText(words.priceChanged);
    await expect(page.getByRole('alert')).toContainText(formatAmount(booking.stayAmount, words.locale));

    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    expect((await storedOrder(request, page)).amount).toBe(booking.stayAmount);
  });

  test('fr_FR: paid later on the deferred day, the confirmation says nothing is paid today and what is due', async ({ page, request }) => {
    const words = MARKETS.fr_FR;
    const booking = await bookableStay(request, 'fr_FR', 20);
    await page.goto(booking.path);
    // The pay-later info modal: a dialog named by its title, closed by Escape, focus back on what opened it.
    const info = page.getByRole('button', { name: 'Comment fonctionne le paiement différé ?' });
    await info.click();
    const dialog = page.getByRole('dialog', { name: 'Payer plus tard ou en plusieurs fois' });
    await expect(dialog).toContainText('dans 5 jours ou plus');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
    await fillBuyer(page, 'fr_FR');
    await page.getByRole('radio').first().check();
    await page.getByRole('radio', { name: words.deferred }).check();
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    const order = await storedOrder(request, page);
    expect(order.payment).toMatchObject({ method: 'deferred', paidAmount: 0, dueAmount: booking.stayAmount });
    await expect(page.getByTestId('paid-amount')).toHaveText(formatAmount(0, words.locale));
    await expect(page.getByText('Reste à payer')).toBeVisible();
  });

  test('fr_FR: a promotion code is a link until asked for; an expired code is refused on its field, a valid one comes off the summary and the order; axe clean', async ({
    page,
    request,
  }) => {
    const watched = watchPage(page);
    const words = MARKETS.fr_FR;
    // Dated apart from the other fr_FR journeys, which run alongside and take rooms of their stay.
    const booking = await bookableStay(request, 'fr_FR', 13);
    // The seed's code valid in every market: 10 % off the stay, as the server computes it.
    const reduction = promotionCodeReduction(booking.stayAmount, 10);
    await page.goto(booking.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Code promo/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ajouter un code promo' }).click();
    const field = page.getByRole('textbox', { name: /^Code promo/ });
    await expect(field).toBeFocused();
    await field.fill('HIVER2023');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText("Ce code promo est inconnu ou expiré, ou n'est pas valable dans ce pays.")).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(formatAmount(booking.stayAmount, words.locale));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Typed as visitors do, in lower case; Enter applies the code, it does not send the form.
    await field.fill('bienvenue10');
    await field.press('Enter');
    await expect(page.getByText('Code BIENVENUE10 appliqué')).toBeVisible();
    await expect(page.getByTestId('checkout-reduction')).toHaveText(formatAmount(-reduction, words.locale));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatAmount(booking.stayAmount - reduction, words.locale));
    await expect(page.getByText('Champ obligatoire')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await fillBuyer(page, 'fr_FR');
    await page.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    await expect(page.getByTestId('confirmation-reduction')).toHaveText(formatAmount(-reduction, words.locale));
    const order = await storedOrder(request, page);
    expect(order.amount).toBe(booking.stayAmount - reduction);
    expect(order.items).toContainEqual({ kind: 'promotionCode', code: 'BIENVENUE10', percent: 10, amount: reduction });
    expect(watched.errors.filter((error) => !error.includes('422'))).toEqual([]);
  });

  test('fr_FR: the fast wallet — labelled Google Pay by default, proceeding only with a valid form; declined, the failure leads to the summary; Apple Pay with the stored flag, paid and confirmed', async ({
    page,
    request,
  }) => {
    // Three page loads, the wallet's sheet twice and two axe runs: more than one journey's time on a loaded machine.
    test.slow();
    const words = MARKETS.fr_FR;
    // Dated apart from the other fr_FR journeys, which run alongside and take rooms of their stay.
    const booking = await bookableStay(request, 'fr_FR', 16);
    await page.goto(booking.path);
    const googlePay = page.getByRole('button', { name: 'Google Pay', exact: true });
    // The wallet waits for the form: nothing typed, the fields say so and no sheet opens.
    await googlePay.click();
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fillBuyer(page, 'fr_FR');
    await page.getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: words.terms }).check();
    await googlePay.click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay' });
    await expect(sheet).toContainText(formatAmount(booking.stayAmount, words.locale));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await sheet.getByRole('button', { name: 'Refuser le paiement (test)' }).click();
    await expect(page.getByRole('alert')).toContainText('Le paiement avec Google Pay a échoué, veuillez poursuivre votre réservation.');
    expect(new URL(page.url()).hash).toMatch(/;error=1$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/summary#id=${booking.weekendId}&a=2&c=0&b=0&checkin=${booking.checkin}&night=${booking.nights}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Votre réservation' })).toBeVisible();
    // On the summary page the visitor chooses another way to pay: no wallet there.
    await expect(page.getByRole('button', { name: /Google Pay|Apple Pay/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.pay })).toBeVisible();

    // A browser that offered Apple Pay: the stored flag names the wallet.
    await page.evaluate(() => window.localStorage.setItem('escapade.wallet.applePay', '1'));
    await page.goto(booking.path);
    await page.getByRole('checkbox', { name: words.terms }).check();
    let loadingHash = '';
    await page.route('**/api/purchase/zeppto', async (route) => {
      loadingHash = new URL(page.url()).hash;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Apple Pay', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Apple Pay' })
      .getByRole('button', { name: /^Payer / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    expect(loadingHash).toMatch(/&isLoading=1$/);
    const order = await storedOrder(request, page);
    expect(order).toMatchObject({ state: 'confirmed', amount: booking.stayAmount, payment: { method: 'wallet' }, buyer: { email: 'camille.martin@example.com' } });
  });

  test('es_ES: an activity voucher bought for oneself from its page, paid by card, confirmed with its participants and validity; axe clean', async ({ page, request }) => {
    // Two pages, the provider's and two axe runs: more than one journey's time on a loaded machine.
    test.slow();
    const watched = watchPage(page);
    const words = MARKETS.es_ES;
    const { activity, participants, amount } = await soldVoucher(request, 'es_ES');
    await page.goto(`${words.origin}${activity.uri}#a=${participants}`);
    await page.getByRole('button', { name: 'Comprar para mí' }).click();
    // The page first says how the voucher is delivered and used.
    await page.getByRole('dialog', { name: 'Tu bono digital' }).getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Tu bono de actividad' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?flow=activity&customType=OWN_USE#id=\d+&a=\d+$/);
    await expect(page.getByText(activity.label, { exact: true })).toBeVisible();
    await expect(page.getByText(`${participants} participantes`)).toBeVisible();
    await expect(page.getByTestId('activity-per-person')).toContainText('/ pers');
    await expect(page.getByText('Válido 12 meses desde la fecha de compra')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(formatAmount(amount, words.locale));
    // No cancellation choice and no pay later for a voucher.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page.getByText('Campo obligatorio').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await fillBuyer(page, 'es_ES');
    await page.getByRole('checkbox', { name: words.terms }).check();
    await page.getByRole('button', { name: words.pay }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { level: 1, name: 'Gracias, tu bono de actividad está confirmado' })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    const order = await storedOrder(request, page);
    expect(order).toMatchObject({ state: 'confirmed', amount, locale: 'es_ES', items: [{ kind: 'activityVoucher', activityProductId: activity.id, participants }] });
    await expect(page.getByTestId('booking-number')).toHaveText(order.bookingNumber);
    const voucher = page.getByTestId('confirmation-voucher');
    await expect(voucher).toContainText(activity.label);
    await expect(voucher).toContainText(`${participants} participantes`);
    await expect(voucher).toContainText('Válido hasta el');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('an unknown or malformed order address is not found, and the confirmation page opened directly logs no error', async ({ page }) => {
    const watched = watchPage(page);
    for (const orderUuid of ['9b2f0c1e-4a7d-4c3b-8e2f-1a2b3c4d5e6f', 'not-an-order']) {
      await page.goto(`/confirmation/${orderUuid}?status=success&gaId=1`);
      await expect(page.getByRole('heading', { level: 1, name: 'Réservation introuvable' })).toBeVisible();
    }
    // The API's 404 for the unknown order is the only failed request the console reports.
    expect(watched.errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
