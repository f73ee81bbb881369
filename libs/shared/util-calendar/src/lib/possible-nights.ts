import { addDays, daysBetween, type IsoDate } from '@escapade/util-market';

/**
 * Night counts a stay may last from the chosen check-in, as `packageCheckoutNights` answers:
 * `start` and `end` bound the window, `nights` lists the counts actually offered inside it.
 */
export interface PossibleNights {
  readonly start: number;
  readonly end: number;
  readonly nights: readonly number[];
}

/** Without possible nights, check-out may be at most this many days after check-in (both specs). */
export const FALLBACK_CHECKOUT_WINDOW_DAYS = 20;

/**
 * Reads the `packageCheckoutNights` reply. Anything that is not a whole number of nights ≥ 1 is
 * dropped; an empty list gives `null`, the same as a failed lookup, which clears selectable nights.
 */
export function possibleNightsFromCheckoutNights(nightCounts: readonly unknown[]): PossibleNights | null {
  const nights = [...new Set(nightCounts.filter((count): count is number => Number.isInteger(count) && (count as number) >= 1))].sort((a, b) => a - b);
  if (nights.length === 0) return null;
  return { start: nights[0], end: nights[nights.length - 1], nights };
}

/**
 * Whether `checkOut` is a check-out the visitor may pick after `checkIn`: among the possible nights
 * when they are known, else no more than 20 days after check-in.
 */
export function isPossibleCheckOut(checkIn: IsoDate, checkOut: IsoDate, possibleNights: PossibleNights | null): boolean {
  const nights = daysBetween(checkIn, checkOut);
  if (possibleNights === null) return nights >= 1 && nights <= FALLBACK_CHECKOUT_WINDOW_DAYS;
  // `nights` lies within `start`..`end` by construction, so membership is the whole window rule.
  return possibleNights.nights.includes(nights);
}

/** Check-out days offered after `checkIn`, for highlighting the window; the 20-day fallback when unknown. */
export function possibleCheckOutDates(checkIn: IsoDate, possibleNights: PossibleNights | null): IsoDate[] {
  const nights = possibleNights?.nights ?? Array.from({ length: FALLBACK_CHECKOUT_WINDOW_DAYS }, (_, index) => index + 1);
  return nights.map((count) => addDays(checkIn, count));
}
