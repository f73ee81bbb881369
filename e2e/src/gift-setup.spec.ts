import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CustomSubElements, GiftShippingCosts, OffersSearchReply, ProductDetail, SearchOffersBodyInput } from '@escapade/api-contract';
import { parseGiftCheckoutChoices } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';
import { formatAmount } from '@escapade/util-pricing';
import { SITE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

/**
 * The gift setup (`/gift/{id}`, product-side.md "Gift setup screen"): nights from the offer's price
 * list, digital or physical, the delivery address and its shipping, the customization, the message's
 * rules, the live preview, the price summary, and Offer on to the checkout with the gift's nights and
 * format. The gift, its prices, shipping and options are asked of the API, never named.
 */

const api = (path: string) => `http://localhost:${SITE_PORT}/api${path}`;

/** A gift voucher `market` sells with at least two lengths in its price list. */
async function giftOffer(request: APIRequestContext, market: MarketCode): Promise<ProductDetail> {
  const body: SearchOffersBodyInput = { locale: market, searchCriterias: {}, type: 'gift', pagination: { limit: 24 } };
  const response = await request.post(api('/offers.json'), { data: body });
  if (!response.ok()) throw new Error(`the ${market} gift search answered ${response.status()}: ${await response.text()}`);
  for (const card of ((await response.json()) as OffersSearchReply).exactMatches) {
    const detail = (await (await request.get(api(`/weekend/${card.id}/detail.json?locale=${market}&adult=2`))).json()) as ProductDetail;
    if (detail.isGiftable && detail.giftPrices.length >= 2) return detail;
  }
  throw new Error(`the ${market} gift search has no voucher with two lengths`);
}

async function asked<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(api(path))).json()) as T;
}

test.describe('gift setup', () => {
  test.describe.configure({ timeout: 90_000 });

  test('fr_FR desktop: a printed gift posted abroad with an extra, the message rules, the preview, and Offer on to the checkout; axe clean', async ({ page, request }) => {
    const watched = watchPage(page);
    const gift = await giftOffer(request, 'fr_FR');
    const [nights, sellPrice] = [gift.giftPrices[1].nights, gift.giftPrices[1].sellPrice];
    const shipping = await asked<GiftShippingCosts>(request, '/gift/shipping-costs.json?locale=fr_FR');
    const options = await asked<CustomSubElements>(request, '/sub-elements/available-custom-sub-elements?locale=fr_FR');
    const extra = options.availableCustomSubElements.find((element) => element.categoryId === 3);
    if (!extra) throw new Error('no little extra to choose');
    const fee = shipping.internationalShippingFeesPerCountry.NL ?? shipping.amount;
    const amount = (cents: number) => formatAmount(cents, 'fr-FR');

    await page.goto(`/gift/${gift.id}?flow=gifting#a=2&giftNights=${nights}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Offrir ce séjour' })).toBeVisible();
    await expect(page.getByRole('radio', { name: `${nights} nuits` })).toBeChecked();
    await expect(page.getByText('Pour 2 personnes')).toBeVisible();
    await expect(page.getByTestId('gift-total')).toHaveText(amount(sellPrice));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Physical: the address, free at home, the fee abroad; an extra adds its price.
    await page.getByRole('radio', { name: 'Papier' }).check();
    await expect(page.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
    await expect(page.getByText('Le bon arrive en 2 à 4 jours ouvrés.')).toBeVisible();
    await expect(page.getByTestId('gift-summary').getByText('Offert')).toBeVisible();
    await page.getByRole('combobox', { name: 'Pays' }).selectOption('NL');
    await page.getByRole('checkbox', { name: new RegExp(extra.name) }).check();
    await expect(page.getByTestId('gift-total')).toHaveText(amount(sellPrice + fee + extra.price));
    await expect(page).toHaveURL(new RegExp(`#a=2&c=0&b=0&giftNights=${nights}&giftFormat=physical$`));

    // The message's rules: text only on blur, typing past a limit refused for a second, mandatory address fields on submit.
    const from = page.getByRole('textbox', { name: /De la part de/ });
    await from.fill('R2D2');
    await from.blur();
    await expect(page.getByText('Seul du texte est attendu')).toBeVisible();
    const message = page.getByRole('textbox', { name: /^Message/ });
    await message.fill('a'.repeat(181));
    await expect(message).toHaveValue('a'.repeat(180));
    await expect(page.getByText('Le champ est limité à 180 caractères')).toBeVisible();
    await expect(page.getByText('Le champ est limité à 180 caractères')).toBeHidden();
    await page.getByRole('button', { name: 'Offrir' }).click();
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    await expect(from).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await from.fill('Léa');
    await message.fill('Joyeux anniversaire !');
    await page.getByRole('textbox', { name: /Nom du destinataire/ }).fill('Sam de Vries');
    await page.getByRole('textbox', { name: /^Adresse/ }).fill('Keizersgracht 12');
    await page.getByRole('textbox', { name: /Code postal/ }).fill('1015 CJ');
    await page.getByRole('textbox', { name: /Ville/ }).fill('Amsterdam');
    const preview = page.getByTestId('voucher-preview');
    await expect(preview.getByText('Joyeux anniversaire !')).toBeVisible();
    await expect(preview.getByText('De la part de Léa')).toBeVisible();
    expect(watched.errors).toEqual([]);

    await page.getByRole('button', { name: 'Offrir' }).click();
    // The checkout's address carries the whole gift, so a reload there orders the same one.
    const checkout = `http://localhost:${SITE_PORT}/checkout?flow=gifting#id=${gift.id}&a=2&c=0&b=0&giftNights=${nights}&giftFormat=physical&`;
    await expect(page).toHaveURL((url) => url.href.startsWith(checkout));
    const choices = parseGiftCheckoutChoices(new URL(page.url()).hash);
    expect(choices).toMatchObject({
      fromName: 'Léa',
      message: 'Joyeux anniversaire !',
      delivery: { recipientName: 'Sam de Vries', addressLine: 'Keizersgracht 12', postalCode: '1015 CJ', city: 'Amsterdam', country: 'NL' },
    });
    expect(choices.options).toContain(extra.id);
  });

  test('es_ES phone: no printed voucher at this point of sale, a digital gift of the first length; axe clean', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const watched = watchPage(page);
    const gift = await giftOffer(request, 'es_ES');
    const first = gift.giftPrices[0];

    await page.goto(`http://es.localhost:${SITE_PORT}/gift/${gift.id}?flow=gifting#giftFormat=physical`);
    await expect(page.getByRole('heading', { level: 1, name: 'Regala esta escapada' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'En papel' })).toBeDisabled();
    await expect(page.getByText('Víctima de su éxito, ¡el formato en papel volverá pronto!')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Digital' })).toBeChecked();
    await expect(page.getByRole('radio', { name: first.nights === 1 ? '1 noche' : `${first.nights} noches` })).toBeChecked();
    await expect(page.getByTestId('gift-total')).toHaveText(formatAmount(first.sellPrice, 'es-ES'));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(watched.errors).toEqual([]);

    await page.getByRole('button', { name: 'Regalar' }).click();
    const checkout = `http://es.localhost:${SITE_PORT}/checkout?flow=gifting#id=${gift.id}&a=2&c=0&b=0&giftNights=${first.nights}&giftFormat=digital`;
    await expect(page).toHaveURL((url) => url.href === checkout || url.href.startsWith(`${checkout}&`));
    // A digital voucher is e-mailed: no address goes to the checkout.
    expect(parseGiftCheckoutChoices(new URL(page.url()).hash).delivery).toEqual({});
    await context.close();
  });
});
