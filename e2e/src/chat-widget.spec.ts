import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { E2E_CHAT_APP_ID } from './support/chat';
import { CUSTOMER_CARE_HOST_PREFIX } from '@escapade/i18n/markets';

const SPANISH_SITE = `http://es.localhost:${SITE_PORT}`;

/** The provider's loader for the configured app id: the one address of the provider a page asks for itself. */
const PROVIDER_SCRIPT = `https://widget.intercom.io/widget/${E2E_CHAT_APP_ID}`;

/** What the provider's script does here (the internet is out of reach): define the Messenger, which records the commands it gets. */
const RECORDING_MESSENGER = 'window.chatCommands = []; window.Intercom = function () { window.chatCommands.push(Array.from(arguments)); };';

declare global {
  interface Window {
    chatCommands?: unknown[][];
    Intercom?: unknown;
  }
}

/**
 * Answers the page's requests to the provider with the recording Messenger (or a network failure),
 * and lists them.
 */
async function fakeProvider(page: Page, answer: 'messenger' | 'failure' = 'messenger'): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(intercom\.io|intercomcdn\.com|intercomassets\.com)\//, (route) => {
    requested.push(route.request().url());
    return answer === 'failure' ? route.abort('connectionrefused') : route.fulfill({ contentType: 'text/javascript', body: RECORDING_MESSENGER });
  });
  return requested;
}

const chatCommands = (page: Page) => page.evaluate(() => window.chatCommands ?? null);
const BOOT = ['boot', { app_id: E2E_CHAT_APP_ID, hide_default_launcher: true }];

test.describe('the chat widget (product-side.md section 6: an app id configured, and es_ES or production; section 1: not in customer-care mode)', () => {
  test('es_ES: the launcher loads nothing from the provider until pressed, then boots its Messenger with the app id and opens it', async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto(`${SPANISH_SITE}/`);
    const launcher = page.getByRole('complementary', { name: 'Chat en directo' }).getByRole('button', { name: 'Chatea con nosotros' });
    await expect(launcher).toBeVisible();
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => typeof window.Intercom)).toBe('undefined');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const script = page.waitForRequest(PROVIDER_SCRIPT);
    await launcher.click();
    await script;
    await expect.poll(() => chatCommands(page)).toEqual([BOOT, ['show']]);
    await expect(launcher).not.toHaveAttribute('aria-busy', 'true');
    // Pressed again: shown again, neither loaded nor booted twice.
    await launcher.click();
    await expect.poll(() => chatCommands(page)).toEqual([BOOT, ['show'], ['show']]);
    expect(requested).toEqual([PROVIDER_SCRIPT]);
  });

  test('es_ES contact page: its chat button and the launcher open the one Messenger, loaded once', async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto(`${SPANISH_SITE}/contact`);
    const chat = page.getByRole('region', { name: 'Chatea con nosotros' });
    await expect(chat).toContainText('9:00');
    await chat.getByRole('button', { name: 'Iniciar un chat' }).click();
    await expect.poll(() => chatCommands(page)).toEqual([BOOT, ['show']]);
    await page.getByRole('button', { name: 'Chatea con nosotros' }).click();
    await expect.poll(() => chatCommands(page)).toEqual([BOOT, ['show'], ['show']]);
    expect(requested).toEqual([PROVIDER_SCRIPT]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('es_ES: a provider out of reach is said politely, and the next press tries again', async ({ page }) => {
    const requested = await fakeProvider(page, 'failure');
    await page.goto(`${SPANISH_SITE}/`);
    const launcher = page.getByRole('button', { name: 'Chatea con nosotros' });
    await launcher.click();
    await expect(page.getByRole('complementary', { name: 'Chat en directo' }).getByRole('status')).toHaveText('No se ha podido abrir el chat. Inténtalo de nuevo más tarde.');
    await expect(launcher).not.toHaveAttribute('aria-busy', 'true');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await launcher.click();
    await expect.poll(() => requested.length).toBe(2);
  });

  test('fr_FR outside production: no chat, nothing of the provider', async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacter le service client' })).toBeVisible();
    await expect(page.locator('meta[name="escapade-chat"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Discuter avec nous' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Discuter avec nous' })).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('the customer-care site of es_ES shows no chat', async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto(`http://${CUSTOMER_CARE_HOST_PREFIX}es.localhost:${SITE_PORT}/contact`);
    // The staff login view: the page is hydrated.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="escapade-chat"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chatea con nosotros' })).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});
