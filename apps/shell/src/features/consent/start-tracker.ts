import { analytics } from '@escapade/app-providers/analytics';

/** Starts the page's tracker (in a chunk of its own: most first visits need none). */
export function startTracker(): void {
  analytics();
}
