import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { consentCookies, recordAnalytics } from './support/analytics';
import { watchPage } from './support/site';

/** Opens the first stay of a results page and returns its weekend id. */
async function openFirstStay(page: Page, results: string): Promise<number> {
  await page.goto(results);
  const card = page.getByRole('article').first();
  await card.locator('a[href*="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+\//);
  return Number(/\/product\/(\d+)\//.exec(page.url())?.[1]);
}

test.describe('product page', () => {
  test('fr_FR: a card opens its stay, with what it includes, its programme and its reviews; axe clean with the calendar and the reviews open', async ({ page }) => {
    const watch = watchPage(page);
    await openFirstStay(page, '/search?flow=booking#city=paris');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Votre séjour comprend' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Le programme' }).getByRole('listitem').first()).toBeVisible();
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    await expect(booking.getByText('À partir de')).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await booking.getByRole('button', { name: 'Voir les prix' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('[data-date]').first()).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(booking.getByRole('alert')).toHaveText('Veuillez choisir vos dates de séjour.');

    // A hotel without reviews yet says so instead; either way the block answers.
    const reviews = page.getByRole('region', { name: 'Avis' });
    const readAll = reviews.getByRole('button', { name: 'Lire tous les avis' });
    await expect(readAll.or(reviews.getByText('Soyez le premier à tester cette toute nouvelle expérience !'))).toBeVisible();
    if (await readAll.isVisible()) {
      await readAll.click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('article').first()).toBeVisible();
      await modal.getByLabel('Trier par').selectOption({ label: 'Meilleure note' });
      await expect(modal.getByRole('article').first()).toBeVisible();
      expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    }
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR: dates in the hash give the final price the calendar shows for that day, and Book quotes it on the server and starts the checkout with the stay', async ({
    page,
    request,
  }) => {
    // A visitor who allowed audience measurement: the add_to_cart event travels.
    await page.context().addCookies(consentCookies({ analytics: true, marketing: false }));
    const weekendId = await openFirstStay(page, '/search?flow=booking#city=lyon');
    const calendar = await (await request.get(`/api/weekend/${weekendId}/availabilities.json?locale=fr_FR&length=3`)).json();
    const [checkin, day] = Object.entries(calendar.days as Record<string, { price: string; amount: number; minLos: number } | null>).find(([, value]) => value !== null) ?? [];
    expect(day).toBeTruthy();
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + (day?.minLos ?? 1) * 86_400_000).toISOString().slice(0, 10);

    await page.goto(`/product/${weekendId}#checkin=${checkin}&checkout=${checkout}&a=2&c=0&b=0`);
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    await expect(booking.getByText('Montant total')).toBeVisible();
    await expect(booking.getByText(day?.price ?? '')).toBeVisible();
    // Book asks the server's quote first: the same price as the calendar's day; then add_to_cart and the checkout.
    const quoted = page.waitForResponse((response) => response.url().includes(`/api/product/${weekendId}/quote?`));
    const analytics = await recordAnalytics(page);
    await booking.getByRole('button', { name: 'Réserver' }).click();
    const quote = await (await quoted).json();
    expect(quote).toMatchObject({ bookable: true, priceInfo: { sellPrice: day?.amount, nights: day?.minLos ?? 1 }, errors: [] });
    await expect.poll(analytics.names).toContain('add_to_cart');
    expect(analytics.events.find((event) => event.name === 'add_to_cart')).toMatchObject({ pos: 'fr', params: { value: (day?.amount ?? 0) / 100, page_type: 'product' } });
    await expect(page).toHaveURL(new RegExp(`/checkout#id=${weekendId}&a=2&c=0&b=0&checkin=${checkin}&night=${day?.minLos ?? 1}$`));
    // The checkout's simplified header: back arrow and logo, no footer; back returns to the stay with its dates.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(3);
    await page.getByRole('banner').getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${weekendId}#checkin=${checkin}&checkout=${checkout}&a=2&c=0&b=0$`));
    await expect(booking.getByText('Montant total')).toBeVisible();
  });

  test('nl_BE: the stay opens under the /nl prefix, in Dutch', async ({ page }) => {
    await openFirstStay(page, `http://be.localhost:${SITE_PORT}/nl/search?flow=booking#city=bruxelles`);
    await expect(page).toHaveURL(/\/nl\/product\/\d+\//);
    await expect(page.getByRole('region', { name: 'Je verblijf omvat' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dit verblijf boeken' }).getByRole('button', { name: 'Prijzen bekijken' })).toBeVisible();
  });

  test('an unknown weekend says the offer has expired and leads back to the offers', async ({ page }) => {
    await page.goto('/product/2147483000/gone');
    await expect(page.getByRole('heading', { level: 1, name: 'Trop tard !' })).toBeVisible();
    await page.getByRole('link', { name: 'Voir d’autres offres' }).click();
    await expect(page).toHaveURL(/\/search\?flow=booking$/);
  });
});

test.describe('hotel page', () => {
  test('fr_FR: a card’s hotel link opens the hotel with its getaways; dates in the hash price them and Book opens the stay with those dates; axe clean', async ({
    page,
    request,
  }) => {
    const watch = watchPage(page);
    await page.goto('/search?flow=booking#city=paris');
    const hotelLink = page.getByRole('article').first().locator('a[href*="/hotel/"]').first();
    const hotelName = (await hotelLink.textContent())?.trim() ?? '';
    await hotelLink.click();
    await expect(page).toHaveURL(/\/hotel\/\d+\//);
    await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
    const offers = page.getByRole('region', { name: 'Nos séjours dans cet hôtel' });
    await expect(offers.getByRole('article').first()).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await offers.getByRole('button', { name: 'Voir les disponibilités' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Choisissez vos dates' }).locator('[data-date]').first()).toBeVisible();
    await page.keyboard.press('Escape');

    const hotelId = Number(/\/hotel\/(\d+)\//.exec(page.url())?.[1]);
    const days = (await (await request.get(`/api/hotels/${hotelId}/availabilities.json?locale=fr_FR&length=3`)).json()) as { day: string; minLos: number }[];
    const first = days[0];
    expect(first).toBeTruthy();
    const checkout = new Date(Date.parse(`${first.day}T00:00:00Z`) + first.minLos * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/hotel/${hotelId}#checkin=${first.day}&checkout=${checkout}&a=2&c=0&b=0`);
    const book = offers.getByRole('link', { name: 'Réserver' }).first();
    await expect(book).toBeVisible();
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/product/\\d+/[^?#]+\\?flow=booking#checkin=${first.day}&checkout=${checkout}&a=2&c=0&b=0$`));
    await expect(page.getByRole('region', { name: 'Réserver ce séjour' }).getByText('Montant total')).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
});

test.describe('activity page', () => {
  test('it_IT: an activity card opens its voucher priced for the card’s participants; Buy for myself goes to the checkout through the voucher modal; axe clean', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(`http://it.localhost:${SITE_PORT}/search/activities?flow=activity#city=roma&a=1`);
    await page.getByRole('article').first().locator('a[href^="/activity/"]').first().click();
    await expect(page).toHaveURL(/\/activity\/\d+\/[^?#]+#a=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const box = page.getByRole('region', { name: 'Il tuo voucher' });
    await expect(box).toContainText('/ pers');
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await box.getByRole('button', { name: 'Acquista per me' }).click();
    const modal = page.getByRole('dialog', { name: 'Il tuo voucher digitale' });
    await expect(modal).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    await modal.getByRole('button', { name: 'Continua' }).click();
    await expect(page).toHaveURL(/\/checkout\?flow=activity&customType=OWN_USE#id=\d+&a=1$/);
    expect(watch.errors).toEqual([]);
  });
});

test.describe('product pages on a phone', () => {
  test('es_ES: a stay reads in one column, its calendar and reviews open full width; axe clean', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const watch = watchPage(page);
    await openFirstStay(page, `http://es.localhost:${SITE_PORT}/search?flow=booking#city=madrid`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const booking = page.getByRole('region', { name: 'Reservar esta estancia' });
    await expect(booking).toBeVisible();
    // One column: the booking box sits below the programme, as wide as the page.
    const box = await booking.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await booking.getByRole('button', { name: 'Ver precios' }).click();
    const calendar = page.getByRole('dialog', { name: 'Elige tus fechas' });
    await expect(calendar.locator('[data-date]').first()).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(booking.getByRole('alert')).toHaveText('Elige las fechas de tu viaje.');
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
