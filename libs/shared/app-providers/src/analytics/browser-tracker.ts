import { useCallback, useEffect, useRef } from 'react';
import { useMarket } from '@escapade/i18n';
import { readConsent, subscribeConsent } from '../consent/consent';
import { createTracker, type AnalyticsEvent, type Tracker, type TrackOptions } from './tracker';

declare global {
  interface Window {
    /** The data layer tag managers read (product-side.md, analytics). */
    dataLayer?: unknown[];
  }
}

type Transport = typeof import('./collect-transport');

/** The HTTP client's collect calls, fetched on first need: a visitor who has not allowed measurement never downloads them. */
let transport: Transport | undefined;
let transportLoad: Promise<Transport> | undefined;
function loadTransport(): Promise<Transport> {
  transportLoad ??= import('./collect-transport').then((loaded) => (transport = loaded));
  return transportLoad;
}

function browserTracker(): Tracker {
  const ready = () => {
    if (readConsent()?.analytics) loadTransport().catch(() => undefined);
  };
  subscribeConsent(ready);
  ready();
  const tracker = createTracker({
    location: () => window.location,
    localStorage: () => window.localStorage,
    sessionStorage: () => window.sessionStorage,
    dataLayer: () => (window.dataLayer ??= []),
    readConsent,
    subscribeConsent,
    // A page leaving before the client arrived (a split second after consent) loses its last events.
    beacon: (call) => transport?.beaconAnalytics(call) ?? false,
    post: (call) => loadTransport().then((loaded) => loaded.collectAnalytics(call)),
    now: () => Date.now(),
    random: Math.random,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  // What is still batched when the visitor leaves or hides the tab goes by beacon.
  window.addEventListener('pagehide', () => tracker.flush(true));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && tracker.flush(true));
  return tracker;
}

let tracker: Tracker | undefined;

/** The page's one tracker, made on first use (this module is shared once by the shell and every remote). */
export function analytics(): Tracker {
  tracker ??= browserTracker();
  return tracker;
}

/** Records an analytics event of the current page (see `createTracker` for when it travels). */
export function track(event: AnalyticsEvent, options: TrackOptions): void {
  if (typeof window !== 'undefined') analytics().track(event, options);
}

/** `track` for a kind of page, in the market of the page's providers. */
export function useTrack(pageType: string) {
  const market = useMarket();
  return useCallback((event: AnalyticsEvent, options: Omit<TrackOptions, 'market' | 'pageType'> = {}) => track(event, { ...options, market, pageType }), [market, pageType]);
}

/**
 * Tracks a view once what it describes is known (a page's data loaded): `event` undefined waits.
 * The tracker's deduplication keeps re-renders and remounts from counting it twice.
 */
export function useTrackedView(pageType: string, event: AnalyticsEvent | undefined, dedupeKey?: string) {
  const trackEvent = useTrack(pageType);
  const latest = useRef(event);
  latest.current = event;
  const ready = event !== undefined;
  const key = ready ? (dedupeKey ?? JSON.stringify(event)) : undefined;
  useEffect(() => {
    if (latest.current && key !== undefined) trackEvent(latest.current, dedupeKey === undefined ? {} : { dedupeKey });
  }, [key, dedupeKey, trackEvent]);
}
