import { MAX_ANALYTICS_EVENTS, type AnalyticsCollectBody } from '@escapade/api-contract';
import type { AnalyticsCollectCall } from '@escapade/data-access-api';
import type { Market, MarketCode } from '@escapade/util-market';
import { signedInAccount } from '../lib/session-state';
import { CAMPAIGN_STORAGE_KEY, campaignFromQuery, parseStoredCampaign, type Campaign } from '../consent/campaign';
import type { ConsentChoice } from '../consent/consent';

/** One analytics event: its name (select_item, view_item, view_item_list, add_to_cart…) and what it says. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Where an event happens and how it must travel. */
export interface TrackOptions {
  /** The page's market: its code is the events' `locale`, its point of sale the collect call's path. */
  readonly market: Pick<Market, 'code' | 'pointOfSale'>;
  /** The kind of page (home, search, product…), sent as `page_type`. */
  readonly pageType: string;
  /**
   * What makes two events the same on one page path (an item id: a product seen again with other
   * dates in its hash is the same view); by default, the full address and all the parameters.
   */
  readonly dedupeKey?: string;
  /** Send at once by beacon, for an event right before the visitor leaves the page. */
  readonly beacon?: boolean;
}

/** A collect call: the point of sale and the body the contract describes. */
export type CollectCall = AnalyticsCollectCall;

/** What the tracker needs from the browser; tests give their own. */
export interface TrackerEnvironment {
  readonly location: () => Pick<Location, 'pathname' | 'search' | 'hash' | 'hostname'>;
  readonly localStorage: () => Storage | undefined;
  readonly sessionStorage: () => Storage | undefined;
  readonly dataLayer: () => unknown[] | undefined;
  readonly readConsent: () => ConsentChoice | null;
  readonly subscribeConsent: (listener: () => void) => () => void;
  /** Sends by beacon; false when the browser would not queue it. */
  readonly beacon: (call: CollectCall) => boolean;
  /** Sends over HTTP; failures are the caller's to swallow. */
  readonly post: (call: CollectCall) => Promise<unknown>;
  readonly now: () => number;
  readonly random: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

/** Where this browser's analytics client id and visit id are kept (only with consent to measurement). */
export const CLIENT_ID_KEY = 'escapade.analytics.clientId';
export const SESSION_ID_KEY = 'escapade.analytics.sessionId';

/** Events wait this long for others to travel in the same call. */
export const BATCH_DELAY_MS = 1000;

/** Events kept while the visitor has not chosen yet; older ones give way. */
export const MAX_PENDING_EVENTS = 50;

interface Queued {
  readonly event: AnalyticsEvent;
  readonly options: TrackOptions;
  readonly page: Pick<Location, 'pathname' | 'search' | 'hash' | 'hostname'>;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * The page's one analytics tracker (product-side.md, analytics): events go to the data layer and,
 * batched, to the collect endpoint — only once the visitor has allowed audience measurement.
 * Before that choice they wait in memory (nothing stored, nothing sent); a refusal drops them and
 * what was stored. Each event is delivered once per page address (the same view seen twice by a
 * re-render or a remount is not counted twice). Failures are swallowed: analytics never breaks a page.
 */
export function createTracker(env: TrackerEnvironment) {
  const pending: Queued[] = [];
  const outbox = new Map<MarketCode, { market: TrackOptions['market']; events: AnalyticsCollectBody['events'] }>();
  const delivered = new Set<string>();
  let timer: unknown;
  let campaign: Campaign = { ...parseStoredCampaign(safely(() => env.localStorage()?.getItem(CAMPAIGN_STORAGE_KEY)) ?? null), ...campaignFromQuery(env.location().search) };

  function stored(storage: Storage | undefined, key: string, create: () => string): string {
    const known = safely(() => storage?.getItem(key));
    if (known) return known;
    const value = create();
    safely(() => storage?.setItem(key, value));
    return value;
  }

  const clientId = () => stored(env.localStorage(), CLIENT_ID_KEY, () => `${Math.floor(env.random() * 2_147_483_647)}.${Math.floor(env.now() / 1000)}`);
  const sessionId = () => stored(env.sessionStorage(), SESSION_ID_KEY, () => String(Math.floor(env.now() / 1000)));

  function applyChoice(choice: ConsentChoice | null) {
    if (choice === null) return;
    if (choice.marketing) safely(() => env.localStorage()?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign)));
    else safely(() => env.localStorage()?.removeItem(CAMPAIGN_STORAGE_KEY));
    if (!choice.analytics) {
      pending.length = 0;
      outbox.clear();
      safely(() => env.localStorage()?.removeItem(CLIENT_ID_KEY));
      safely(() => env.sessionStorage()?.removeItem(SESSION_ID_KEY));
      return;
    }
    for (const queued of pending.splice(0)) deliver(queued, choice);
  }

  function deliver({ event, options, page }: Queued, choice: ConsentChoice) {
    const key =
      options.dedupeKey === undefined
        ? `${page.pathname}${page.search}${page.hash}|${event.name}|${JSON.stringify(event.params ?? {})}`
        : `${page.pathname}${page.search}|${event.name}|${options.dedupeKey}`;
    if (delivered.has(key)) return;
    delivered.add(key);
    const params = {
      ...event.params,
      ...(choice.marketing ? campaign : {}),
      user_logged_in: signedInAccount() !== null,
      ga_session_id: sessionId(),
      page_path: page.pathname,
      page_hostname: page.hostname,
      page_type: options.pageType,
      locale: options.market.code,
    };
    safely(() => env.dataLayer()?.push({ event: event.name, ...params }));
    const batch = outbox.get(options.market.code) ?? { market: options.market, events: [] };
    batch.events.push({ name: event.name, params });
    outbox.set(options.market.code, batch);
    if (options.beacon) flush(true);
    else if (timer === undefined) timer = env.setTimer(() => flush(false), BATCH_DELAY_MS);
  }

  /** Sends what waits in the outbox: by beacon when asked (the page is going away), else over HTTP. */
  function flush(byBeacon: boolean) {
    if (timer !== undefined) env.clearTimer(timer);
    timer = undefined;
    const choice = env.readConsent();
    if (!choice?.analytics) {
      outbox.clear();
      return;
    }
    for (const { market, events } of outbox.values()) {
      while (events.length > 0) {
        const call: CollectCall = {
          params: { pos: market.pointOfSale },
          body: { client_id: clientId(), user_id: signedInAccount()?.id ?? null, non_personalized_ads: !choice.marketing, events: events.splice(0, MAX_ANALYTICS_EVENTS) },
        };
        if (byBeacon && safely(() => env.beacon(call))) continue;
        safely(() => env.post(call))?.catch(() => undefined);
      }
    }
    outbox.clear();
  }

  env.subscribeConsent(() => applyChoice(env.readConsent()));
  applyChoice(env.readConsent());

  return {
    /** Records an event: delivered now with consent, kept in memory until the choice without, dropped after a refusal. */
    track(event: AnalyticsEvent, options: TrackOptions): void {
      const queued: Queued = { event, options, page: { ...env.location() } };
      const choice = env.readConsent();
      if (choice === null) {
        pending.push(queued);
        if (pending.length > MAX_PENDING_EVENTS) pending.shift();
      } else if (choice.analytics) deliver(queued, choice);
    },
    flush,
    /** The campaign parameters of this visit (the stored ones, updated by the landing URL). */
    campaign: (): Campaign => ({ ...campaign }),
    /** A later URL of the visit may carry campaign parameters too. */
    noteCampaign(search: string) {
      campaign = { ...campaign, ...campaignFromQuery(search) };
      applyChoice(env.readConsent());
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
