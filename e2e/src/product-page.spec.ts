import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { consentCookies, recordAnalytics } from './support/analytics';
import { drawn, watchLayoutShifts } from './support/layout-shifts';
import { firstBookableDates, soldStay, type SoldStay } from './support/catalog';
import { watchPage } from './support/site';

/** Opens the first stay of a results page and returns its weekend id. */
async function openFirstStay(page: Page, results: string): Promise<number> {
  await page.goto(results);
  const card = page.getByRole('article').first();
  await card.locator('a[href*="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+\//);
  return Number(/\/product\/(\d+)\//.exec(page.url())?.[1]);
}

/** A dated French stay whose page asks the day of an activity, found through the API: its id, dates and that activity. */
async function stayWithActivityDays(request: APIRequestContext): Promise<{ id: number; checkin: string; checkout: string; title: string; days: string[] }> {
  for (let id = 1; id <= 200; id += 1) {
    const undated = await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`);
    if (!undated.ok()) continue;
    const page = (await undated.json()) as { defaultNights: number; programLines: { type: string }[] };
    if (page.defaultNights < 2 || !page.programLines.some((line) => line.type === 'ACTIVITY')) continue;
    const calendar = await (await request.get(`/api/weekend/${id}/availabilities.json?locale=fr_FR&length=2`)).json();
    const [checkin, day] = Object.entries(calendar.days as Record<string, { minLos: number } | null>).find(([, value]) => value !== null && value.minLos >= 2) ?? [];
    if (checkin === undefined || !day) continue;
    const dated = await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${day.minLos}`)).json();
    const [choice] = dated.activityDates as { title: string; dates: { date: string }[] }[];
    if (choice === undefined) continue;
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + day.minLos * 86_400_000).toISOString().slice(0, 10);
    return { id, checkin, checkout, title: choice.title, days: choice.dates.map((option) => option.date) };
  }
  throw new Error('no French stay asks the day of an activity');
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

  test('fr_FR: a stay whose activity is done on a day of the visitor’s choice asks that day before Book; each choice re-quotes and the checkout carries it; axe clean', async ({
    page,
    request,
  }) => {
    const watch = watchPage(page);
    const stay = await stayWithActivityDays(request);
    await page.goto(`/product/${stay.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&c=0&b=0`);
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    const group = booking.getByRole('group', { name: `Choisissez le jour de l’activité « ${stay.title} »` });
    await expect(group.getByRole('radio')).toHaveCount(stay.days.length);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    await booking.getByRole('button', { name: 'Réserver' }).click();
    await expect(booking.getByRole('alert')).toHaveText('Veuillez choisir les dates de vos activités.');
    await expect(page).toHaveURL(new RegExp(`/product/${stay.id}`));

    // Choosing a day writes it to the hash and re-quotes the stay with it.
    const [second, first] = [stay.days[1], stay.days[0]];
    const requoted = (day: string) => page.waitForResponse((response) => response.url().includes(`/api/product/${stay.id}/quote?`) && response.url().includes(`_${day}`));
    let quoted = requoted(second);
    await group.getByRole('radio').nth(1).check();
    expect(await (await quoted).json()).toMatchObject({ bookable: true, programLineList: expect.arrayContaining([expect.objectContaining({ date: second })]) });
    await expect(page).toHaveURL(new RegExp(`activityDates=\\d+_${second}$`));
    await expect(booking.getByRole('alert')).toHaveCount(0);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    // Another day replaces it.
    quoted = requoted(first);
    await group.getByRole('radio').first().check();
    expect((await quoted).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`activityDates=\\d+_${first}$`));
    await expect(group.getByRole('radio').nth(1)).not.toBeChecked();

    await booking.getByRole('button', { name: 'Réserver' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout#id=${stay.id}&a=2&c=0&b=0&checkin=${stay.checkin}&night=\\d+&activityDates=\\d+_${first}$`));
    expect(watch.errors).toEqual([]);
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
  test('fr_FR: a card’s hotel link opens the hotel with its getaways and a getaway’s detail; dates in the hash price them and Book opens the stay with those dates; axe clean', async ({
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

    // A getaway's detail: a modal with what the stay includes and its terms; axe clean with it open, Escape gives the focus back.
    // Room cards: the room is the card's heading, the getaway chosen in it names the buttons.
    const firstOffer = offers.getByRole('article').first();
    const details = firstOffer.getByRole('button', { name: 'Voir le détail' });
    const offerName = (await page.locator(`[id="${await details.getAttribute('aria-describedby')}"]`).textContent())?.trim() ?? '';
    expect(offerName).not.toBe('');
    await details.click();
    const detail = page.getByRole('dialog', { name: offerName });
    await expect(detail.getByRole('heading', { name: 'Votre séjour comprend' })).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(details).toBeFocused();

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

test.describe('what a page needs first', () => {
  for (const { kind, path, call } of [
    { kind: 'stay', path: (stay: SoldStay) => `/product/${stay.id}`, call: (stay: SoldStay) => new RegExp(`^/api/weekend/${stay.id}/detail\\.json\\?`) },
    { kind: 'hotel', path: (stay: SoldStay) => `/hotel/${stay.hotelId}`, call: (stay: SoldStay) => new RegExp(`^/api/hotels/${stay.hotelId}/detail\\.json\\?`) },
  ]) {
    test(`fr_FR: a ${kind}’s page has the browser fetch its detail and its gallery’s first tile with its code, each once`, async ({ page }) => {
      const watch = watchPage(page);
      const stay = await soldStay(page.request);
      const detailCall = call(stay);
      const detailRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (detailCall.test(url.pathname + url.search)) detailRequests.push(url.pathname + url.search);
      });
      const response = await page.goto(path(stay));
      const links = response?.headers().link ?? '';
      const hintedCall = /<(\/api\/[^>]+)>; rel=preload; as=fetch; crossorigin/.exec(links)?.[1];
      expect(hintedCall, 'the preload hint of the page’s detail').toMatch(detailCall);
      const hinted = /<(\/api\/images\/\d+\/[\w_]+\.svg)>; rel=preload; as=image; fetchpriority=high/.exec(links)?.[1];
      expect(hinted, 'the preload hint of the page’s first picture').toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const first = page.locator('img[fetchpriority="high"]');
      await expect(first).toHaveCount(1);
      await expect(first).toHaveAttribute('src', hinted as string);
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const fetches = await page.evaluate(
        (address) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === address).length,
        hinted as string,
      );
      expect(fetches).toBe(1);
      // The page's own call is the hinted one, and the browser answers it with the preload: one request in all, the hint's.
      expect(detailRequests).toEqual([hintedCall]);
      const callTimings = await page.evaluate(
        (address) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith(address))
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        hintedCall as string,
      );
      expect(callTimings).toEqual(['link']);
      expect(watch.errors).toEqual([]);
    });
  }
});

test.describe('hotel page room cards', () => {
  test('es_ES: a room sold with several getaways offers them as radio buttons; the chosen one prices the card and is booked; axe clean', async ({ page, request }) => {
    const watch = watchPage(page);
    type Card = { id: number; label: string; room: string | null; sellPrice: number; uri: string; hotel: { id: number }; hasMoreOffers: boolean };
    const search = async (criteria: Record<string, unknown>, perHotel: number) =>
      (
        (await (
          await request.post('/api/offers.json', { data: { locale: 'es_ES', searchCriterias: criteria, numberOfPackagesPerHotel: perHotel, orderBy: 'priceAsc' } })
        ).json()) as { exactMatches: Card[] }
      ).exactMatches;
    // A hotel with two getaways in one room, found through the API as a visitor would find it on the site.
    let found: { hotelId: number; room: string; getaways: Card[] } | undefined;
    for (const card of (await search({ country: 'espagne' }, 1)).filter((candidate) => candidate.hasMoreOffers).slice(0, 15)) {
      const getaways = await search({ hotelId: String(card.hotel.id) }, 20);
      const room = getaways.find((getaway, index) => getaway.room !== null && getaways.findIndex((other) => other.room === getaway.room) !== index)?.room;
      if (room) {
        found = { hotelId: card.hotel.id, room, getaways: getaways.filter((getaway) => getaway.room === room) };
        break;
      }
    }
    expect(found, 'a Spanish hotel selling two getaways in one room').toBeTruthy();
    const { hotelId, room, getaways } = found as NonNullable<typeof found>;

    await page.goto(`http://es.localhost:${SITE_PORT}/hotel/${hotelId}`);
    const card = page.getByRole('region', { name: 'Nuestras escapadas en este hotel' }).getByRole('article', { name: room });
    const choices = card.getByRole('group', { name: 'Las escapadas en esta habitación' }).getByRole('radio');
    await expect(choices).toHaveCount(getaways.length);
    await expect(choices.first()).toBeChecked();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    // Keyboard: the arrow key moves the choice to the next getaway, whose price and name the card then shows.
    await choices.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(choices.nth(1)).toBeChecked();
    const second = getaways[1];
    const price = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.ceil(second.sellPrice / 100));
    await expect(card.locator('strong').first()).toHaveText(price);
    await card.getByRole('button', { name: 'Ver detalles' }).click();
    await expect(page.getByRole('dialog', { name: second.label })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
});

test.describe('nearby hotels', () => {
  test('nl_BE: below a hotel’s reviews, the hotels around it, nearest first, each opening its page with the party; axe clean', async ({ page, request }) => {
    const watch = watchPage(page);
    // A hotel of the Belgian catalog with neighbours, and what the API lists around it.
    const search = await request.post('/api/offers.json', { data: { locale: 'nl_BE', searchCriterias: { city: 'paris' }, numberOfPackagesPerHotel: 1, limit: 12 } });
    const hotels = ((await search.json()) as { exactMatches: { hotel: { id: number } }[] }).exactMatches.map((card) => card.hotel.id);
    let hotelId = 0;
    let neighbours: { hotel: { id: number; label: string } }[] = [];
    for (const id of hotels) {
      neighbours = ((await (await request.get(`/api/hotels/${id}/nearby.json?locale=nl_BE`)).json()) as { offers: typeof neighbours }).offers;
      hotelId = id;
      if (neighbours.length >= 2) break;
    }
    expect(neighbours.length).toBeGreaterThanOrEqual(2);

    await page.goto(`http://be.localhost:${SITE_PORT}/nl/hotel/${hotelId}#a=3&c=0&b=0`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const nearby = page.getByRole('region', { name: 'Hotels in de buurt' });
    await nearby.scrollIntoViewIfNeeded();
    const cards = nearby.getByRole('article');
    await expect(cards).toHaveCount(neighbours.length);
    await expect(cards.first().getByRole('heading')).toContainText(neighbours[0].hotel.label);
    await expect(cards.first()).toContainText(/, op \d+(,\d)? km/);
    expect(
      await new AxeBuilder({ page })
        .include('#nearby-hotels')
        .analyze()
        .then((result) => result.violations),
    ).toEqual([]);

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/nl/hotel/${neighbours[0].hotel.id}/[^#]+#a=3&c=0&b=0$`));
    await expect(page.getByRole('heading', { level: 1, name: neighbours[0].hotel.label })).toBeVisible();
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

/** Where a section's top sits in the window, in whole pixels. */
const topOf = (page: Page, id: string) => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));

test.describe('product page: section tabs and the desktop booking bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fr_FR desktop: the tabs scroll to their sections under the bar (88 px), mark the one in view, and the bar that comes once the booking box is gone asks for dates like the box; no layout shift; axe clean', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(`/product/${(await soldStay(page.request)).id}#a=3&c=0&b=0`);
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    await expect(booking.getByRole('button', { name: 'Voir les prix' })).toBeEnabled();
    const tabs = page.getByRole('navigation', { name: 'Sections de la page' });
    await expect(tabs.getByRole('link', { name: 'Avis' })).toBeVisible();
    // Every tab leads to a section of the page.
    for (const href of await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(`section${href}`)).toHaveCount(1);
    }
    const bar = page.getByRole('region', { name: 'Réservation rapide' });
    await expect(bar).toHaveCount(0);
    // What the end of the page brings when the visitor nears it (the recommendations) is already there: what
    // follows measures the tabs' scrolls and the bar alone.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('heading', { name: 'Vous aimerez aussi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).toHaveCount(0);
    const layoutShift = await watchLayoutShifts(page);

    // By keyboard: the reviews tab, Enter; the section stops 88 px down (the room the bar takes), and the party in the hash stays.
    await tabs.getByRole('link', { name: 'Avis' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => topOf(page, 'reviews')).toBe(88);
    await expect(tabs.getByRole('link', { name: 'Avis' })).toHaveAttribute('aria-current', 'location');
    expect(new URL(page.url()).hash).toBe('#a=3&c=0&b=0');

    // Further down, past the booking box: the bar holds the top of the window, with the title, the price, the
    // tabs and the box's action, and the section stops under it.
    await tabs.getByRole('link', { name: 'Hôtel' }).click();
    await expect(bar).toBeVisible();
    await expect.poll(() => topOf(page, 'hotel')).toBe(88);
    const barBox = await bar.boundingBox();
    expect(barBox?.y).toBe(0);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 100)).toBeLessThanOrEqual(88);
    await expect(bar.getByText(await page.getByRole('heading', { level: 1 }).innerText())).toBeVisible();
    await expect(bar.getByText('À partir de')).toBeVisible();
    const barTabs = bar.getByRole('navigation', { name: 'Aller à une section' });
    await expect(barTabs.getByRole('link', { name: 'Hôtel' })).toHaveAttribute('aria-current', 'location');
    const shifts = await layoutShift();
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.01);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    // 'See prices' in the bar is the box's: the calendar opens, and closing it the box says why.
    await bar.getByRole('button', { name: 'Voir les prix' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
    await expect(calendar.locator('[data-date]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(booking.getByRole('alert')).toHaveText('Veuillez choisir vos dates de séjour.');

    // Back to the top: the booking box is in view again and the bar goes, moving nothing. (Counted afresh: the
    // calendar's own dialog may grow when its code arrives late, which is not the bar's doing.)
    const layoutShiftOnTheWayUp = await watchLayoutShifts(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).toHaveCount(0);
    const shiftsAtTheEnd = await layoutShiftOnTheWayUp();
    expect(shiftsAtTheEnd.total, shiftsAtTheEnd.moved.join('\n')).toBeLessThan(0.01);
    expect(watch.errors).toEqual([]);
  });

  test('fr_FR desktop: with dates, the bar’s Book quotes the stay and starts the checkout', async ({ page, request }) => {
    const { id } = await soldStay(request);
    const { checkin, checkout, nights } = await firstBookableDates(request, id);
    await page.goto(`/product/${id}#checkin=${checkin}&checkout=${checkout}&a=2&c=0&b=0`);
    await expect(page.getByRole('region', { name: 'Réserver ce séjour' }).getByText('Montant total')).toBeVisible();
    await page.getByRole('navigation', { name: 'Sections de la page' }).getByRole('link', { name: 'Hôtel' }).click();
    const bar = page.getByRole('region', { name: 'Réservation rapide' });
    await expect(bar.getByText('Montant total')).toBeVisible();
    const quoted = page.waitForResponse((response) => response.url().includes(`/api/product/${id}/quote?`));
    await bar.getByRole('button', { name: 'Réserver' }).click();
    expect((await quoted).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/checkout#id=${id}&a=2&c=0&b=0&checkin=${checkin}&night=${nights}$`));
  });

  test('es_ES desktop: the booking bar has no tabs', async ({ page }) => {
    await openFirstStay(page, `http://es.localhost:${SITE_PORT}/search?flow=booking#city=madrid`);
    const tabs = page.getByRole('navigation', { name: 'Secciones de la página' });
    await expect(tabs.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reservar esta estancia' }).getByRole('button', { name: 'Ver precios' })).toBeEnabled();
    await tabs.getByRole('link').last().click();
    const bar = page.getByRole('region', { name: 'Reserva rápida' });
    await expect(bar.getByRole('button', { name: 'Ver precios' })).toBeVisible();
    await expect(bar.getByRole('navigation')).toHaveCount(0);
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
  });

  test('fr_FR phone: a tab leaves 30 px above its section, and no booking bar comes', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: [] },
    });
    const page = await context.newPage();
    await page.goto(`http://localhost:${SITE_PORT}/product/${(await soldStay(page.request)).id}`);
    await expect(page.getByRole('region', { name: 'Réserver ce séjour' }).getByRole('button', { name: 'Voir les prix' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sections de la page' }).getByRole('link', { name: 'Avis' }).click();
    await expect.poll(() => topOf(page, 'reviews')).toBe(30);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    // The frames after the scroll are where a bar would have come.
    await drawn(page);
    await expect(page.getByRole('region', { name: 'Réservation rapide' })).toHaveCount(0);
    await context.close();
  });
});
