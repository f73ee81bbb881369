/** Share of the viewport width under which a drag snaps back (spec: less than 1/6). */
export const SNAP_BACK_RATIO = 1 / 6;

export interface CarouselGeometry {
  count: number;
  perView: number;
  /** Items moved per arrow click (spec: 4 in offer carousels). */
  step: number;
}

/** Index of the first visible item after moving; carousels wrap from last to first and back (spec). */
export function carouselTarget(index: number, direction: 1 | -1, { count, perView, step }: CarouselGeometry): number {
  const last = Math.max(0, count - perView);
  if (direction === 1) return index >= last ? 0 : Math.min(index + step, last);
  return index <= 0 ? last : Math.max(index - step, 0);
}

/** A drag shorter than a sixth of the width is not a swipe: the carousel snaps back. */
export function snapsBack(dragPx: number, widthPx: number): boolean {
  return Math.abs(dragPx) < widthPx * SNAP_BACK_RATIO;
}
