import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { soldStay } from './support/catalog';

/** Each market's site and the home page heading in its language. */
const MARKETS = [
  { market: 'fr_FR', origin: `http://localhost:${SITE_PORT}`, base: '', lang: 'fr-FR', home: 'Courts séjours en Europe', skipLink: 'Aller au contenu' },
  { market: 'es_ES', origin: `http://es.localhost:${SITE_PORT}`, base: '', lang: 'es-ES', home: 'Escapadas por Europa', skipLink: 'Ir al contenido' },
  { market: 'it_IT', origin: `http://it.localhost:${SITE_PORT}`, base: '', lang: 'it-IT', home: 'Brevi soggiorni in Europa', skipLink: 'Vai al contenuto' },
  { market: 'nl_NL', origin: `http://nl.localhost:${SITE_PORT}`, base: '', lang: 'nl-NL', home: 'Korte uitstapjes in Europa', skipLink: 'Naar de inhoud' },
  { market: 'fr_BE', origin: `http://be.localhost:${SITE_PORT}`, base: '/fr', lang: 'fr-BE', home: 'Courts séjours en Europe', skipLink: 'Aller au contenu' },
  { market: 'nl_BE', origin: `http://be.localhost:${SITE_PORT}`, base: '/nl', lang: 'nl-BE', home: 'Korte uitstapjes in Europa', skipLink: 'Naar de inhoud' },
];

/** Warnings of the shell when the browser's first render differs from the frame it was sent. */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/frame did not match|hydrat/i.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(error.message));
  return warnings;
}

test.describe('the page frame is in the HTML the server sends', () => {
  for (const { market, origin, base, lang, home, skipLink } of MARKETS) {
    test(`${market}: header, home heading, footer and a remote page's skeleton show with JavaScript off, in the market's language`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}${base}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`Escapade – ${home}`);
      await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: skipLink })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.goto(`${origin}${base}/search?flow=booking`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
      // Checkout-like pages: the simplified frame (back arrow and logo, no footer).
      await page.goto(`${origin}${base}/checkout`);
      await expect(page.getByRole('banner').getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('banner').getByRole('button')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await context.close();
    });
  }

  test('the browser hydrates the frame without a mismatch, then the page works: home, results, a page with no frame', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    for (const { origin, base, home } of [MARKETS[0], MARKETS[5]]) {
      await page.goto(`${origin}${base}/`);
      await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
      // The search box is the search remote's: it loads once the frame is hydrated.
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    }
    await page.goto(`${MARKETS[0].origin}/search?flow=booking#city=paris`);
    await expect(page.getByRole('heading', { level: 2, name: /offres à Paris$/ })).toBeVisible();
    await page.goto(`${MARKETS[0].origin}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test("a stay's page shows its first picture before any script runs, where and as large as its gallery then shows it", async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    const raw = await context.newPage();
    const stay = await soldStay(page.request);
    await raw.goto(`/product/${stay.id}`);
    const framed = raw.locator('main [aria-busy="true"] img');
    await expect(framed).toHaveAttribute('src', /^\/api\/images\/\d+\/640_360\.svg$/);
    // Loaded, so allowed by the page's policy, and painted without a script.
    await expect.poll(() => framed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const src = await framed.getAttribute('src');
    const framedBox = await framed.boundingBox();
    // A stay the site does not know has no picture in its frame.
    await raw.goto('/product/999999');
    await expect(raw.locator('main [aria-busy="true"]')).toBeVisible();
    await expect(raw.locator('main img')).toHaveCount(0);
    await context.close();

    const warnings = hydrationWarnings(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(`/product/${stay.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const gallery = page
      .getByRole('main')
      .getByRole('button', { name: /, photo 1 sur \d+$/ })
      .locator('img');
    await expect(gallery).toHaveAttribute('src', src ?? '');
    const galleryBox = await gallery.boundingBox();
    expect([galleryBox?.x, galleryBox?.width, galleryBox?.height]).toEqual([framedBox?.x, framedBox?.width, framedBox?.height]);
    expect(warnings).toEqual([]);
  });

  test('the start-up files are requested from the HTML, main.js first, the others in parallel with it', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    // The entry script is in the head before any hint, so its runtime runs while the rest downloads.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="main\.[^"]+\.js" type="module"><\/script>/);
    expect(head.indexOf('<script src="main.')).toBeLessThan(head.indexOf('<link rel="preload"'));
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloaded).toContain('module-federation.manifest.json');
    expect(preloaded.filter((href) => href.endsWith('.js')).length).toBeGreaterThan(2);
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\.css">/);
    // Every script the shell asks for while the page starts (before the load event) was announced by the HTML;
    // what comes later (content below the first screen, the consent question) is not start-up.
    const scripts: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!loaded && request.resourceType() === 'script' && !path.startsWith('/remotes/')) scripts.push(path.slice(1));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = scripts.find((file) => file.startsWith('main.'));
    expect(scripts.filter((file) => file !== main && !preloaded.includes(file))).toEqual([]);
  });

  test('a results page announces the shell’s copy of the shared code its remote waits for', async ({ page }) => {
    const path = '/search?flow=booking';
    const sent = await page.request.get(path);
    const announced = [...(sent.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map(([, href]) => href);
    // The shell's build lists the shared packages it provides but does not load at start-up.
    const { lazyShared } = (await (await page.request.get('/frames/remote-pages.json')).json()) as { lazyShared: Record<string, string[]> };
    const lazyFiles = Object.values(lazyShared).flatMap((files) => files.map((file) => `/${file}`));
    const waitedFor: string[] = [];
    let shown = false;
    page.on('request', (request) => {
      const requested = new URL(request.url()).pathname;
      if (!shown && lazyFiles.includes(requested)) waitedFor.push(requested);
    });
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    shown = true;
    // The search remote consumes the shell's analytics, which the shell itself loads later.
    expect(waitedFor.length).toBeGreaterThan(0);
    expect(waitedFor.filter((file) => !announced.includes(file))).toEqual([]);
  });

  test('the home tells search engines its canonical address and its six markets, before and after the page starts', async ({ browser, page }) => {
    // The HTML as sent (JavaScript off): the frame's head.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const raw = await context.newPage();
    await raw.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await expect(raw.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://www.escapade.be/nl/');
    expect(await raw.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual([
      'fr-FR',
      'es-ES',
      'it-IT',
      'nl-NL',
      'fr-BE',
      'nl-BE',
      'x-default',
    ]);
    await expect(raw.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'nl_BE');
    expect(JSON.parse((await raw.locator('head script[type="application/ld+json"]').textContent()) ?? '{}')).toMatchObject({ '@type': 'Organization' });
    await context.close();

    // In the browser the page's own tags take over, on the host it is served from; one canonical only.
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `http://be.localhost:${SITE_PORT}/nl/`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(7);
    // A page of another owner says its own address: the home's tags go.
    await page.goto(`http://be.localhost:${SITE_PORT}/nl/search?flow=booking#city=bruxelles`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
});
