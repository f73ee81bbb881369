import { useEffect, useRef } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import type { SearchNavigation } from '@escapade/util-criteria';

/** What a search writes in its history entry: where it came from, and whether the page moves the focus to its results. */
export interface SearchHistoryState {
  readonly origin: SearchNavigation['origin'];
  /** Set by a search whose control is gone once its results show (a search box, 'Remove all filters'). */
  readonly focusResults?: true;
}

/** How a search is written to the history. */
export interface SearchHistoryOptions {
  /** The visitor lands on the results once they are in: the control that ran the search is gone by then. */
  readonly focusResults?: boolean;
}

/** The history state of a search; `focusResults` when the visitor should land on its results (the focus follows the new content). */
export function searchHistoryState(navigation: SearchNavigation, options: SearchHistoryOptions = {}): SearchHistoryState {
  return options.focusResults ? { origin: navigation.origin, focusResults: true } : { origin: navigation.origin };
}

function focusesResults(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SearchHistoryState>).focusResults === true;
}

/**
 * Moves the focus to the element with `targetId` (the result count, or the no-results advice) once
 * the results of a search that asked for it are in: once per history entry, so going back, a filter
 * or a sort leaves the focus where the visitor put it. `targetId` is undefined until the results
 * of the entry are shown (not the previous ones kept on screen meanwhile).
 */
export function useLandOnResults(targetId: string | undefined): void {
  const location = useLocation();
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (targetId === undefined || !focusesResults(location.state) || landed.current === location.key) return;
    // After the frame, so a dialog closed by the same search has handed the focus back first.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      landed.current = location.key;
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [targetId, location.key, location.state]);
}
