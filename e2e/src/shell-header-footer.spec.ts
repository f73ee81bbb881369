import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { watchPage } from './support/site';

interface NavigationEntry {
  label: string;
  uri: string;
  children: NavigationEntry[];
}

/** The market's 'Inspirations' levels as the API serves them, to name what the menus should show. */
async function navigationOf(page: Page, locale: string): Promise<NavigationEntry[]> {
  const response = await page.request.get(`/api/content/navigation.json?locale=${locale}&flow=booking`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('header and footer (product-side.md, header and footer)', () => {
  test('fr_FR on desktop: header links, the Inspirations mega-menu by hover and keyboard, the footer, no console error, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const watch = watchPage(page);
    const tree = await navigationOf(page, 'fr_FR');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: "Escapade, page d'accueil" })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/contact');
    await expect(banner.getByRole('link', { name: 'Offrir un cadeau' })).toHaveAttribute('href', '/search?flow=gifting');
    await expect(banner.getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/account/wishlist');
    await expect(banner.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/account/signin?origin=%2F');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();

    const trigger = banner.getByRole('button', { name: 'Inspirations' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const first = tree[0];
    await expect(banner.getByRole('link', { name: first.label, exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: first.children[0].label, exact: true })).toBeVisible();
    const { thisWeekTheme } = await (await page.request.get('/api/content/this-week-theme.json?locale=fr_FR')).json();
    expect(thisWeekTheme).not.toBeNull();
    const suggestion = banner.getByRole('complementary', { name: 'Le thème de la semaine' });
    await expect(suggestion.getByText(thisWeekTheme.themaTitle)).toBeVisible();
    await expect(suggestion.getByRole('link', { name: 'Voir les week-ends' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The pointer crosses the gap between the tab and the panel without closing it.
    const from = await trigger.boundingBox();
    const target = banner.getByRole('link', { name: first.children[0].label, exact: true });
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the tab and the panel must be on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 800);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: first.label, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(banner.getByRole('link', { name: first.children[0].label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await banner.getByRole('link', { name: first.label, exact: true }).click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL((url) => decodeURIComponent(`${url.pathname}${url.search}${url.hash}`) === decodeURIComponent(first.uri));
    await page.goto('/');

    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Pied de page' });
    await expect(links.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    await expect(links.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/page/terms-of-sale');
    await expect(links.getByRole('link', { name: 'Espace presse' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Boutique de coffrets cadeaux' })).toBeVisible();
    await expect(links.getByRole('link', { name: "Centre d'aide" })).toHaveAttribute('href', /[?&]lang=fr(&|$)/);
    await expect(footer.getByRole('navigation', { name: "Nos sites dans d'autres pays" }).getByRole('link', { name: 'Espagne' })).toHaveAttribute(
      'href',
      `http://es.localhost:${SITE_PORT}/`,
    );
    await expect(footer.getByText(/^4,5\/5 sur 4\s146 avis$/)).toBeVisible();
    expect(watch.errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('be.localhost/nl/: Dutch texts and the /nl prefix on the contact links, no press room, axe clean', async ({ page }) => {
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hulp' })).toHaveAttribute('href', '/nl/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/nl/account/signin?origin=%2Fnl');
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Voettekst' });
    await expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl/contact');
    await expect(links.getByRole('link', { name: 'Algemene verkoopvoorwaarden' })).toHaveAttribute('href', '/nl/page/terms-of-sale');
    await expect(links.getByRole('link', { name: 'Helpcentrum' })).toHaveAttribute('href', /[?&]lang=nl(&|$)/);
    await expect(links.getByRole('link', { name: 'Cadeaubox-winkel' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Perskamer' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('it_IT shows neither the press room nor the gift-box shop', async ({ page }) => {
    await page.goto(`http://it.localhost:${SITE_PORT}/`);
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Piè di pagina' });
    await expect(links.getByRole('link', { name: 'Lavora con noi' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Area stampa' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Negozio di cofanetti regalo' })).toHaveCount(0);
  });

  test('on a phone, the burger menu opens a drawer with the levels, Go back, scroll locked, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tree = await navigationOf(page, 'fr_FR');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Inspirations' })).toBeHidden();
    await banner.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow || getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const first = tree[0];
    await drawer.getByRole('button', { name: first.label, exact: true }).click();
    await expect(drawer.getByRole('heading', { name: first.label, exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Retour' })).toBeFocused();
    await expect(drawer.getByRole('button', { name: first.children[0].label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await expect(drawer.getByRole('button', { name: first.label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('signed in: the account menu by keyboard, and sign out ends the session on the server', async ({ page, baseURL }) => {
    // A new account, signed in by the API in this browser context (the cookie is HttpOnly).
    const email = `menu.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
    const signUp = await page.request.post('/api/account/sign-up', {
      headers: { origin: baseURL ?? '' },
      data: { name: 'Louise Bernard', email, password: 'une longue phrase de passe' },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/');
    const account = page.getByRole('banner').getByRole('button', { name: 'Mon compte Louise Bernard' });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Mon profil' })).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText(['Mon profil', 'Mes voyages', 'Mes favoris', 'Se déconnecter']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await (await page.request.get('/api/account/session')).json()).toEqual({ account: null });
  });

  test('the newsletter form refuses an invalid email, then thanks the visitor', async ({ page }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await email.fill('claire.martin@');
    await email.blur();
    await expect(page.getByText("L'adresse e-mail semble incorrecte")).toBeVisible();
    await email.fill('claire.martin@example.fr');
    await email.press('Enter');
    await expect(page.getByText('Merci ! Vous êtes désormais inscrit à notre newsletter.')).toBeVisible();
  });
});
