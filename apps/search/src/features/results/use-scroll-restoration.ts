import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@escapade/app-providers/router';

const STORAGE_KEY = 'escapade.results.scroll';

/** Scroll positions by history entry, kept for the tab's life so a reload finds them too. */
function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: top }));
  } catch {
    // Storage full or refused: back and forward then start at the top, nothing else is lost.
  }
}

/**
 * The history entry on screen when a scroll happens. The router writes its key into `history.state`
 * as it navigates, so a scroll that lands just after a navigation is counted for the new entry, never
 * for the one being left; a router without that state (in memory) falls back to its own key.
 */
function entryKey(fallback: string): string {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string' ? state.key : fallback;
}

/**
 * Back, forward and reload bring the visitor back where they were in the results: the position of
 * each history entry is recorded as they scroll and put back once the results (from the query cache)
 * are on screen. A new search (a push) starts where the page puts it.
 */
export function useScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(entryKey(key), window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const top = readPositions()[key];
    if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
  }, [ready, key, navigationType]);
}
