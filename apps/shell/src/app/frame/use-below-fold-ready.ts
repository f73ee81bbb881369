import { useEffect, useState } from 'react';

/** The inputs after which the browser stops choosing the page's largest paint. */
const INTERACTIONS = ['scroll', 'keydown', 'pointerdown'];

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False while the frame is rendered ahead of time and hydrated; then true at the visitor's first
 * scroll, key or tap, or once the page has loaded and the browser has an idle moment, whichever comes
 * first — at once on a page reached by a link in the site (the router counts those in
 * `history.state.idx`). Content below the first screen that only this visit's script can fetch
 * waits for it, so it never competes with what the first screen needs, yet every visitor gets it.
 */
export function useBelowFoldReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (window.history.state?.idx) return show();
    // Safari has no requestIdleCallback: a plain delay stands in for it.
    const idleSupported = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const afterLoad = () => {
      idle = idleSupported ? window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(show, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    for (const type of INTERACTIONS) window.addEventListener(type, show, { capture: true, once: true, passive: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      for (const type of INTERACTIONS) window.removeEventListener(type, show, true);
      if (idle === undefined) return;
      if (idleSupported) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}
