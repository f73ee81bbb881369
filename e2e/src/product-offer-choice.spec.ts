import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductOffers } from '@escapade/api-contract';
import { addDays } from '@escapade/util-market';
import { SITE_PORT } from '../playwright.config';
import { acquisitionAnswered, consentCookies } from './support/analytics';
import { watchPage } from './support/site';

/** A dated French stay whose hotel has other getaways bookable for it, found through the API, and those getaways cheapest first. */
async function stayWithOtherOffers(request: APIRequestContext): Promise<{ id: number; checkin: string; checkout: string; offers: ProductOffers['offers'][string][] }> {
  for (let id = 1; id <= 300; id += 1) {
    const calendar = await request.get(`/api/weekend/${id}/availabilities.json?locale=fr_FR&length=2`);
    if (!calendar.ok()) continue;
    const days = ((await calendar.json()) as { days: Record<string, { minLos: number } | null> }).days;
    const [checkin, day] = Object.entries(days).find(([, value]) => value !== null) ?? [];
    if (checkin === undefined || !day) continue;
    const reply = await request.get(`/api/product/${id}/offers?checkin=${checkin}&nights=${day.minLos}&adult=2&child=0&baby=0&locale=fr_FR`);
    if (!reply.ok()) continue;
    const offers = Object.values(((await reply.json()) as ProductOffers).offers).sort((a, b) => a.priceInfo.sellPrice - b.priceInfo.sellPrice || a.weekendId - b.weekendId);
    if (offers.length >= 2 && offers.some((offer) => offer.weekendId === id)) return { id, checkin, checkout: addDays(checkin, day.minLos), offers };
  }
  throw new Error('no French stay has another getaway of its hotel for the same dates');
}

test.describe('product page: the choice of offer for the dates (product-side.md section 4)', () => {
  test.use({ storageState: { cookies: consentCookies({ analytics: false, marketing: false }), origins: acquisitionAnswered(SITE_PORT) } });

  test('fr_FR: the hotel’s getaways for the stay, cheapest first, the page’s own checked; the arrow key opens the next one with the same dates and party, quoted with its own terms; axe clean', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const watch = watchPage(page);
    const stay = await stayWithOtherOffers(request);
    const hash = `#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&c=0&b=0`;
    await page.goto(`/product/${stay.id}${hash}`);
    const group = page.getByRole('group', { name: 'Votre offre pour ces dates' });
    await expect(group.getByRole('radio')).toHaveCount(stay.offers.length, { timeout: 20_000 });
    for (const [index, offer] of stay.offers.entries()) {
      await expect(group.getByRole('radio').nth(index)).toHaveAccessibleName(offer.label);
    }
    const own = stay.offers.findIndex((offer) => offer.weekendId === stay.id);
    await expect(group.getByRole('radio', { name: stay.offers[own].label })).toBeChecked();
    expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

    // The next getaway in the list (the first one from the last): a radio group moves with the arrow keys.
    const next = stay.offers[(own + 1) % stay.offers.length];
    await group.getByRole('radio', { name: stay.offers[own].label }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(new RegExp(`/product/${next.weekendId}\\?flow=booking${hash}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.label);
    const chosen = group.getByRole('radio', { name: next.label });
    await expect(chosen).toBeChecked();
    // The choice keeps the keyboard where it was.
    await expect(chosen).toBeFocused();
    // The page's price is the chosen getaway's for the stay, the one the list showed.
    const booking = page.getByRole('region', { name: 'Réserver ce séjour' });
    const listedPrice = await page
      .locator(`#${await chosen.getAttribute('aria-describedby')} strong`)
      .first()
      .textContent();
    await expect(booking.locator('strong').first()).toHaveText(listedPrice ?? '');
    // The browser's back button leaves the page the visitor came from, not each offer tried.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
    expect(watch.errors).toEqual([]);
  });
});
