/**
 * Runs `callback` once the browser has painted the current frame: an animation frame callback runs
 * just before the paint, and a task it queues runs just after. Work that answers a click (a panel
 * closing) is painted first, and what follows from it (the search and its render) does not delay it.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
