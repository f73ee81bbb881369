import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { drawn } from './support/layout-shifts';
import { watchPage } from './support/site';

/** The result cards on screen, by their titles. */
const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: /^(Offres|Ofertas|Offerte|Aanbiedingen)$/ })
    .getByRole('article')
    .getByRole('heading', { level: 3 });

test.describe('stay results', () => {
  test('fr_FR: the API’s results for the URL’s criteria, paged by URL, kept through back, forward and reload', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/search?flow=booking#city=paris');
    const count = page.getByRole('heading', { level: 2, name: /offres à Paris$/ });
    await expect(count).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(24);
    const firstOnPage0 = await cardTitles(page).first().textContent();

    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Suivant/ });
    await next.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await drawn(page); // the position is recorded on the next frame
    await next.click();
    await expect(page).toHaveURL(/\/search\?flow=booking&page=1#city=paris$/);
    await expect(cardTitles(page).first()).not.toHaveText(firstOnPage0 ?? '');
    await expect(count).toBeFocused();
    const firstOnPage1 = await cardTitles(page).first().textContent();

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?flow=booking#city=paris$/);
    await expect(cardTitles(page).first()).toHaveText(firstOnPage0 ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(cardTitles(page).first()).toHaveText(firstOnPage1 ?? '');
    await page.reload();
    await expect(cardTitles(page).first()).toHaveText(firstOnPage1 ?? '');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('the results page’s search is sent once, as the page starts: it does not wait for the shell’s texts nor its first render', async ({ page }) => {
    const searches: number[] = [];
    let searchSent: () => void = () => undefined;
    const sent = new Promise<void>((done) => (searchSent = done));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/offers.json') return;
      searches.push(Date.now());
      searchSent();
    });
    // The shell's French texts are held until the search is sent (5 s at most): a search that waits for them fails.
    let textsArrived = Number.POSITIVE_INFINITY;
    await page.route(/\/[\w.]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Nous contacter')) {
        await Promise.race([sent, new Promise((done) => setTimeout(done, 5_000))]);
        textsArrived = Date.now();
      }
      return route.fulfill({ response, body, headers: { 'content-type': 'text/javascript' } });
    });
    await page.goto('/search?flow=booking#city=paris&a=2');
    await expect(cardTitles(page)).toHaveCount(24);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toBeLessThanOrEqual(textsArrived);
  });

  test('es_ES: sorting is a new search from the first page, in Spanish', async ({ page }) => {
    await page.goto(`http://es.localhost:${SITE_PORT}/search?flow=booking&page=1#city=madrid`);
    await expect(page.getByRole('heading', { level: 2, name: /ofertas en Madrid$/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Precio más bajo' });
    await expect(page).toHaveURL(/\/search\?flow=booking#city=madrid&sort=priceAsc$/);
    await expect(cardTitles(page).first()).toBeVisible();
  });

  test('nl_BE: gift results link to gift product pages under the /nl prefix, keeping the gift criteria', async ({ page }) => {
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/search?flow=gifting#city=bruxelles&giftNights=2`);
    await expect(page.getByRole('heading', { level: 2, name: /aanbiedingen in / })).toBeVisible();
    const card = page.getByRole('article').first();
    const productLinks = await card.locator('a[href*="/product/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(productLinks.length).toBeGreaterThan(0);
    for (const href of productLinks) expect(href).toMatch(/^\/nl\/product\/\d+\/[^?#]+\?flow=gifting#a=2&c=0&b=0&giftNights=2$/);
    await expect(card.locator('a[href^="/nl/hotel/"]')).toHaveCount(1);
  });

  test('a search that cannot be answered says so and offers to try again', async ({ page }) => {
    await page.route('**/api/offers.json', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Try later' }) }),
    );
    await page.goto('/search?flow=booking#city=paris');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Oups, une erreur est survenue', { timeout: 10_000 });
    await page.unroute('**/api/offers.json');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeVisible();
  });

  test('fr_FR: a facility chosen in its dropdown narrows the results, with counts before confirming; axe clean with the dropdown open', async ({ page }) => {
    await page.goto('/search?flow=booking&page=1#city=paris');
    const count = page.getByRole('heading', { level: 2, name: /offres à Paris$/ });
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())?.match(/\d+/)?.[0]);

    await page.getByRole('group', { name: 'Filtrer les offres' }).getByRole('button', { name: 'Équipements' }).click();
    const pool = page.getByRole('checkbox', { name: /^Piscine \(\d+\)$/ });
    const poolCount = Number((await page.getByText(/^Piscine \(\d+\)$/).textContent())?.match(/\d+/)?.[0]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await pool.check();
    const confirm = page.getByRole('button', { name: `Voir ${poolCount} offres` });
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(page).toHaveURL(/\/search\?flow=booking#city=paris&facilities=pool$/);
    await expect(count).toHaveText(`${poolCount} offres à Paris`);
    expect(poolCount).toBeLessThan(before);
    await expect(page.getByRole('button', { name: 'Équipements (1)' })).toBeVisible();

    await page.goBack();
    await expect(count).toHaveText(`${before} offres à Paris`);
  });

  test('nl_NL on a phone: the Filters dialog applies its choices with Confirm, the Sort by drawer sorts', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`http://nl.localhost:${SITE_PORT}/search?flow=booking#city=amsterdam`);
    await expect(page.getByRole('heading', { level: 2, name: /aanbiedingen in Amsterdam$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: /^Zwembad \(\d+\)$/ }).check();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page).toHaveURL(/#city=amsterdam&facilities=pool$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Sorteren op' }).click();
    await page.getByRole('dialog', { name: 'Sorteren op' }).getByRole('radio', { name: 'Laagste prijs' }).click();
    await expect(page).toHaveURL(/#city=amsterdam&facilities=pool&sort=priceAsc$/);
    await context.close();
  });

  test('it_IT: activity-only results priced per person, the prior price next to a promo, linking activity pages with the participants', async ({ page }) => {
    await page.goto(`http://it.localhost:${SITE_PORT}/search/activities?flow=activity#city=roma&a=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Attività' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /offert[ae] a Roma$/ })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card).toContainText('/ pers');
    const hrefs = await card.locator('a[href^="/activity/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/activity\/\d+\/[^?#]+#a=1$/);

    // Next to a promo price, the lowest price of the 30 days before the promo (the API's, per person); none next to a plain price.
    const reply = await page.request.post(`/api/search/activity-only.json`, { data: { locale: 'it_IT', criteria: { city: 'roma', adult: 1 } } });
    const prices = (
      (await reply.json()) as { exactMatches: { activityOnlyVoucher: { prices: Record<string, { promo: number; lowestPriorPrice: number | null }> } }[] }
    ).exactMatches.map((match) => match.activityOnlyVoucher.prices['1']);
    expect(prices.some((price) => price.lowestPriorPrice !== null)).toBe(true);
    expect(prices.some((price) => price.promo === 0)).toBe(true);
    const cards = page.getByRole('list', { name: 'Offerte' }).getByRole('article');
    await expect(cards).toHaveCount(prices.length);
    for (const [index, price] of prices.entries()) {
      const prior = cards.nth(index).getByText(/^Prezzo più basso degli ultimi 30 giorni: /);
      if (price.lowestPriorPrice === null) await expect(prior).toHaveCount(0);
      else await expect(prior).toHaveText(new RegExp(`^Prezzo più basso degli ultimi 30 giorni: ${Math.ceil(price.lowestPriorPrice / 100)}\\s€ / pers\\.$`));
    }

    const bar = page.getByRole('group', { name: 'Filtra le offerte' });
    await expect(bar.getByRole('button')).toHaveText(['Attività', 'Prezzo']);
    await bar.getByRole('button', { name: 'Attività' }).click();
    const option = page
      .getByRole('checkbox', { name: /\(\d+\)$/ })
      .and(page.locator(':enabled'))
      .first();
    const count = Number((await option.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? ''))?.match(/\((\d+)\)$/)?.[1]);
    await option.check();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole('button', { name: new RegExp(`^Vedi ${count} offert[ae]$`) }).click();
    await expect(page).toHaveURL(/#city=roma&a=1&tags=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} offert[ae] a Roma$`) })).toBeVisible();
  });

  test('fr_FR: few results bring three suggestions outside the criteria, none repeated from the page', async ({ page }) => {
    await page.goto('/search?flow=booking#city=paris&stars=5&facilities=pool');
    await expect(page.getByRole('heading', { level: 2, name: /^\d offres? à Paris$/ })).toBeVisible();
    const block = page.getByRole('region', { name: 'Nous vous suggérons des séjours hors de vos critères' });
    await expect(block.getByRole('article')).toHaveCount(3);
    const own = await cardTitles(page).allTextContents();
    for (const title of await block.getByRole('heading', { level: 3 }).allTextContents()) expect(own).not.toContain(title);
  });
});
