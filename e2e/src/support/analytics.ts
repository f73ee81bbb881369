import type { Page } from '@playwright/test';
import { ACQUISITION_FLAG_KEY, CONSENT_COOKIE } from '@escapade/app-providers/consent';
import { DEFAULT_HOST_MAP } from '@escapade/i18n/markets';

/** Every development host name of the site (i18n's host map: one per market, Belgium's two languages on one). */
export const SITE_HOSTS = Object.keys(DEFAULT_HOST_MAP).filter((host) => host === 'localhost' || host.endsWith('.localhost'));

/**
 * A consent choice already made, as a cookie of every host: most journeys are about something else
 * than the first-visit question, and its banner would cover the bottom of their pages.
 */
export function consentCookies(choice: { analytics: boolean; marketing: boolean }) {
  const value = encodeURIComponent(`a=${choice.analytics ? 1 : 0}&m=${choice.marketing ? 1 : 0}`);
  return SITE_HOSTS.map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }));
}

/** One analytics event as a collect call carried it, with the point of sale of its path. */
export interface CollectedEvent {
  readonly pos: string;
  readonly name: string;
  readonly params: Record<string, unknown>;
}

/**
 * The email-acquisition modal already answered, on every host of the site at `port`: it opens 10 s
 * after a move between pages and would cover long journeys about something else.
 */
export function acquisitionAnswered(port: number) {
  return SITE_HOSTS.map((host) => ({ origin: `http://${host}:${port}`, localStorage: [{ name: ACQUISITION_FLAG_KEY, value: '1' }] }));
}

/**
 * Records the analytics events the page sends to the collect endpoint, by fetch or by beacon (a
 * beacon's body is only visible to a route, not to request events), and lets them through.
 */
export async function recordAnalytics(page: Page) {
  const events: CollectedEvent[] = [];
  await page.context().route('**/api/analytics/ga/collect/*', async (route) => {
    const pos = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const body = JSON.parse(route.request().postData() ?? '{}') as { events?: { name: string; params?: Record<string, unknown> }[] };
    for (const event of body.events ?? []) events.push({ pos, name: event.name, params: event.params ?? {} });
    await route.continue();
  });
  return { events, names: () => events.map((event) => event.name) };
}
