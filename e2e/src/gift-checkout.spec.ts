import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CustomSubElements, OffersSearchReply, ProductDetail, PurchaseOrder, SearchOffersBodyInput } from '@escapade/api-contract';
import { formatAmount } from '@escapade/util-pricing';
import { SITE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

/**
 * A gift stay bought end to end (product-side.md, gift setup screen and gift checkout): the gift set
 * up with an option and a message, its checkout (the gift's recap, the buyer, no address for a
 * digital voucher), the sandbox provider's card page and the confirmation saying where the voucher
 * goes. The gift, its price and options are asked of the API, never named.
 */

/** The provider's page, its notification and the stored order's read, on a loaded machine. */
const CONFIRMATION_TIMEOUT_MS = 15_000;

const api = (path: string) => `http://localhost:${SITE_PORT}/api${path}`;

/** A gift voucher fr_FR sells, as its page shows it. */
async function giftOffer(request: APIRequestContext): Promise<ProductDetail> {
  const body: SearchOffersBodyInput = { locale: 'fr_FR', searchCriterias: {}, type: 'gift', pagination: { limit: 24 } };
  const response = await request.post(api('/offers.json'), { data: body });
  if (!response.ok()) throw new Error(`the fr_FR gift search answered ${response.status()}: ${await response.text()}`);
  for (const card of ((await response.json()) as OffersSearchReply).exactMatches) {
    const detail = (await (await request.get(api(`/weekend/${card.id}/detail.json?locale=fr_FR&adult=2`))).json()) as ProductDetail;
    if (detail.isGiftable && detail.giftPrices.length > 0) return detail;
  }
  throw new Error('the fr_FR gift search has no voucher');
}

test.describe('gift checkout', () => {
  test.describe.configure({ timeout: 120_000 });

  test('fr_FR: a digital gift set up with an option and a message, paid by card, confirmed with its voucher sent by e-mail; axe clean', async ({ page, request }) => {
    const watched = watchPage(page);
    const gift = await giftOffer(request);
    const { nights, sellPrice } = gift.giftPrices[0];
    const options = (await (await request.get(api('/sub-elements/available-custom-sub-elements?locale=fr_FR'))).json()) as CustomSubElements;
    const extra = options.availableCustomSubElements.find((element) => element.categoryId === 3);
    if (!extra) throw new Error('no little extra to choose');
    const total = sellPrice + extra.price;
    const amount = (cents: number) => formatAmount(cents, 'fr-FR');

    // The gift setup: an extra and the giver's words, then Offer.
    await page.goto(`/gift/${gift.id}?flow=gifting#a=2&giftNights=${nights}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Offrir ce séjour' })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(extra.name) }).check();
    await page.getByRole('textbox', { name: /De la part de/ }).fill('Léa');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Joyeux anniversaire ! Un week-end rien que pour vous deux.');
    await expect(page.getByTestId('gift-total')).toHaveText(amount(total));
    await page.getByRole('button', { name: 'Offrir' }).click();

    // The checkout: the gift's recap and price, the buyer's fields, no address for an e-mailed voucher.
    await expect(page.getByRole('heading', { level: 1, name: 'Votre cadeau' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?flow=gifting#id=${gift.id}&a=2&c=0&b=0&giftNights=${nights}&giftFormat=digital&options=\\d+`));
    await expect(page.getByText(gift.label, { exact: true })).toBeVisible();
    await expect(page.getByText(nights === 1 ? '1 nuit pour 2 personnes' : `${nights} nuits pour 2 personnes`)).toBeVisible();
    await expect(page.getByText('Joyeux anniversaire ! Un week-end rien que pour vous deux.')).toBeVisible();
    await expect(page.getByText('De la part de Léa')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(amount(total));
    await expect(page.getByRole('group', { name: 'Où envoyer le bon cadeau' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('textbox', { name: 'E-mail' }).fill('lea.bernard@example.com');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bernard');
    await page.getByRole('textbox', { name: 'Téléphone portable' }).fill('06 12 34 56 78');
    await page.getByRole('checkbox', { name: "J'accepte les conditions de vente" }).check();
    await page.getByRole('button', { name: /^Payer / }).click();

    // The sandbox provider's hosted card page.
    await page.waitForURL(/\/api\/purchase\/sandbox\/pay\//);
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12/35');
    await page.locator('#cvc').fill('123');
    await page.locator('button[type="submit"]').click();

    // The confirmation, read from the stored order: the gift, its validity and where its voucher goes.
    await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre cadeau est confirmé' })).toBeVisible({ timeout: CONFIRMATION_TIMEOUT_MS });
    const orderUuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    const order = (await (await request.get(api(`/purchase/orders/${orderUuid}`))).json()) as PurchaseOrder;
    expect(order).toMatchObject({
      state: 'confirmed',
      amount: total,
      items: [
        {
          kind: 'gift',
          offerId: gift.id,
          giftNights: nights,
          giftFormat: 'digital',
          customSubElements: expect.arrayContaining([expect.objectContaining({ id: extra.id })]),
          fromName: 'Léa',
        },
      ],
      payment: { method: 'card', state: 'captured' },
    });
    await expect(page.getByTestId('booking-number')).toHaveText(order.bookingNumber);
    const confirmation = page.getByTestId('confirmation-gift');
    await expect(confirmation).toContainText(gift.label);
    await expect(confirmation).toContainText("Valable jusqu'au");
    await expect(confirmation).toContainText('Le bon cadeau est envoyé à lea.bernard@example.com au format PDF');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
