import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchBriefDialog } from './support/brief-dialog';
import { watchPage } from './support/site';

interface CalendarDay {
  readonly price: string;
  readonly amount: number;
  readonly minLos: number;
}

interface Upsell {
  readonly id: number;
  readonly label: string;
  readonly type: string;
}

const calendarOf = async (request: APIRequestContext, id: number): Promise<Record<string, CalendarDay | null>> =>
  ((await (await request.get(`/api/weekend/${id}/availabilities.json?locale=fr_FR&length=3`)).json()) as { days: Record<string, CalendarDay | null> }).days;

/**
 * A French weekend with an extra, and a one-night arrival both sell: the offer's and the extra's
 * prices for that night, as their calendars show them.
 */
async function stayWithExtra(request: APIRequestContext) {
  for (let id = 1; id < 400; id++) {
    const reply = await request.get(`/api/product/${id}/upsells?locale=fr_FR`);
    if (!reply.ok()) continue;
    const upsells = ((await reply.json()) as { upsells: Upsell[] }).upsells;
    if (upsells.length === 0) continue;
    const upsell = upsells[0];
    const [own, other] = await Promise.all([calendarOf(request, id), calendarOf(request, upsell.id)]);
    const checkin = Object.keys(own).find((day) => own[day]?.minLos === 1 && other[day]?.minLos === 1 && own[day]?.amount !== other[day]?.amount);
    if (checkin === undefined) continue;
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { id, upsell, checkin, checkout, ownPrice: own[checkin]?.price ?? '', upsellPrice: other[checkin]?.price ?? '' };
  }
  throw new Error('no French weekend with an extra sold on a common night');
}

/**
 * Axe on the page exactly as it stood: the loading modal lives 500 ms, less than an analysis takes, so
 * its DOM (styles included, scripts left out) is analysed in a page of the same origin.
 */
async function violationsOfSnapshot(page: Page, html: string, dialogName: string) {
  const snapshot = await page.context().newPage();
  await snapshot.route('**/axe-snapshot', (route) => route.fulfill({ contentType: 'text/html', body: html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '') }));
  await snapshot.goto('/axe-snapshot');
  await expect(snapshot.getByRole('dialog', { name: dialogName })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: snapshot }).analyze();
  await snapshot.close();
  return violations;
}

test.describe('product page extras and recommendations', () => {
  test('fr_FR: adding an extra opens its offer with its price for the same night, removing it returns to the original offer; recommendations below; axe clean with the loading modal open', async ({
    page,
    request,
  }) => {
    const watch = watchPage(page);
    const stay = await stayWithExtra(request);
    const hash = `#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&c=0&b=0`;
    await page.goto(`/product/${stay.id}${hash}`);
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    await expect(booking.getByText(stay.ownPrice)).toBeVisible();

    const extras = page.getByRole('region', { name: 'Ajoutez un extra à votre séjour' });
    const card = extras.getByRole('article', { name: stay.upsell.label });
    await expect(card.getByText(/^[+−]/)).toBeVisible();
    // The loading modal's code comes as the pointer reaches the card, before the click.
    const add = card.getByRole('button', { name: `Ajouter ${stay.upsell.label}` });
    const modalCode = page.waitForResponse((response) => /\/remotes\/product\/.+\.js$/.test(new URL(response.url()).pathname));
    await add.hover();
    await modalCode;
    const adding = await watchBriefDialog(page, 'Nous ajoutons votre extra ...');
    await add.click();
    const html = await adding.seen();

    await expect(page).toHaveURL(new RegExp(`/product/${stay.upsell.id}\\?flow=booking${hash}&originalOfferId=${stay.id}$`));
    await expect(page.getByRole('dialog', { name: 'Nous ajoutons votre extra ...' })).toBeHidden();
    await expect(booking.getByText(stay.upsellPrice)).toBeVisible();
    expect(await violationsOfSnapshot(page, html, 'Nous ajoutons votre extra ...')).toEqual([]);

    const removing = await watchBriefDialog(page, 'Nous retirons votre extra ...');
    await extras
      .getByRole('article', { name: stay.upsell.label })
      .getByRole('button', { name: `Retirer ${stay.upsell.label}` })
      .click();
    await removing.seen();
    await expect(page).toHaveURL(new RegExp(`/product/${stay.id}\\?flow=booking${hash}$`));
    await expect(booking.getByText(stay.ownPrice)).toBeVisible();

    // Below the fold, the recommendations load when the visitor scrolls down to them: other hotels' offers as results cards.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const recommendations = page.getByRole('region', { name: 'Vous aimerez aussi' });
    await recommendations.scrollIntoViewIfNeeded();
    await expect(recommendations.getByRole('article').first()).toBeVisible();
    await expect(recommendations.locator('a[href*="/product/"]').first()).toHaveAttribute('href', new RegExp(`#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&c=0&b=0$`));
    expect(
      await new AxeBuilder({ page })
        .include('#recommendations')
        .analyze()
        .then((result) => result.violations),
    ).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
