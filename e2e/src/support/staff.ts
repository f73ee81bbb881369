import type { BrowserContext, Page } from '@playwright/test';
import { CUSTOMER_CARE_HOST_PREFIX } from '@escapade/i18n/markets';
import { consentCookies } from './analytics';

/** The staff account the e2e server is configured with (`STAFF_ACCOUNTS` in the Playwright config). */
export const E2E_STAFF = { email: 'care.e2e@escapade.localhost', password: 'e2e-only staff password' } as const;

/** The customer-care site of the default market. */
export const CUSTOMER_CARE_HOST = `${CUSTOMER_CARE_HOST_PREFIX}localhost`;

/** A visitor of the customer-care host who already answered the consent question. */
export async function onCustomerCareHost(context: BrowserContext): Promise<void> {
  await context.addCookies(consentCookies({ analytics: false, marketing: false }).map((cookie) => ({ ...cookie, domain: CUSTOMER_CARE_HOST })));
}

/**
 * Signs the staff account in through the API from a page of the customer-care site, as the login
 * form does (Node cannot resolve `*.localhost`, the browser can): the browser then holds the cookie.
 */
export async function signInStaff(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/ideas`);
  const status = await page.evaluate(async (body) => {
    const reply = await fetch('/api/staff/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return reply.status;
  }, E2E_STAFF);
  if (status !== 200) throw new Error(`staff sign-in answered ${status}`);
}
