import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('pages owned by the shell: ideas and static content (product-side.md section 2)', () => {
  test('it_IT: /ideas shows the market’s idea sections and region links in Italian, an idea leads to its search; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    const ideas = await (await page.request.get(`http://localhost:${SITE_PORT}/api/content/ideas.json?locale=it_IT`)).json();
    expect((await page.goto(`http://it.localhost:${SITE_PORT}/ideas`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ideas.title })).toBeVisible();
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([...ideas.sections.map((section: { title: string }) => section.title), 'Idee per regione']);
    await expect(page).toHaveTitle(ideas.title);
    await expectNoAxeViolations(page);
    const idea = ideas.sections[0].ideas[0];
    await page.getByRole('main').getByRole('link', { name: idea.label, exact: true }).first().click();
    await expect(page).toHaveURL(`http://it.localhost:${SITE_PORT}${idea.url}`);
    expect(watch.errors).toEqual([]);
  });

  test('nl_BE: /nl/page/privacy shows the Dutch page with its sections, its links keep the /nl prefix; an unknown id is the 404; axe clean', async ({ page }) => {
    const privacy = await (await page.request.get(`http://localhost:${SITE_PORT}/api/content/pages/privacy?locale=nl_BE`)).json();
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/page/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: privacy.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(privacy.meta.pageTitle);
    for (const href of await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      if (href?.startsWith('/')) expect(href.startsWith('/nl/')).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.goto(`http://be.localhost:${SITE_PORT}/nl/page/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oeps/);
  });
});

/** What the browser logs of the page's own 404 reply, the one error a not-found page has. */
const PAGE_NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('the not-found page and its expired-offer variant (product-side.md section 2)', () => {
  test('fr_FR: an unknown address answers 404 and says Oops!, offers the search box and a selection of the moment; axe clean', async ({ page }) => {
    const watch = watchPage(page);
    const ideas = await (await page.request.get(`http://localhost:${SITE_PORT}/api/content/ideas.json?locale=fr_FR`)).json();
    // A 404 for search engines, not a page that says so under a 200 (a soft 404).
    expect((await page.goto('/un-lien-casse'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mais nous pouvons vous aider à trouver votre prochain week-end' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    const selection = page.getByRole('list', { name: 'Notre sélection du moment' });
    await expect(selection.getByRole('link').first()).toHaveText(ideas.sections[0].ideas[0].label);
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([PAGE_NOT_FOUND_LOG]);
  });

  test("es_ES: an old link that names its hotel answers 404 and says 'Too late!' and shows the hotel's offer of today; axe clean", async ({ page }) => {
    const watch = watchPage(page);
    const offers = await (await page.request.get(`http://localhost:${SITE_PORT}/api/offers.json?locale=es_ES&limit=1`)).json();
    const hotel = offers.exactMatches[0].hotel;
    expect((await page.goto(`http://es.localhost:${SITE_PORT}/escapada/enlace-antiguo#hotelId=${hotel.id}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '¡Demasiado tarde!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Otra oferta en ${hotel.label}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ver otras ofertas de este hotel' }).click();
    await expect(page).toHaveURL(`http://es.localhost:${SITE_PORT}${hotel.uri}`);
    expect(watch.errors).toEqual([PAGE_NOT_FOUND_LOG]);
  });
});
