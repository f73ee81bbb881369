import { type Availability, availabilityOn } from './availability';
import { type IsoDate, type MarketCode } from '@escapade/util-market';
import { type Instant, marketToday, marketWallClock } from '@escapade/util-market/clock';
import { isPossibleCheckOut, type PossibleNights } from './possible-nights';

/** From this hour on the market's clock, today can no longer be booked (search-side § 9). */
export const TODAY_CUTOFF_HOUR = 20;

/** What a calendar shows on a day: the selection marks first, else whether it can be clicked. */
export type DayState = 'check-in' | 'check-out' | 'in-range' | 'selectable' | 'unselectable';

/** What the rules need to know besides the selection: where, when, and the availability feed if any. */
export interface CalendarRules {
  readonly market: MarketCode;
  readonly now: Instant;
  /** The per-day feed; leave it out when the calendar has none (then only the 20-day rule bounds check-out). */
  readonly availability?: Availability;
}

/** The rules plus the dates picked so far and the possible nights known for the check-in. */
export interface DayContext extends CalendarRules {
  readonly checkIn: IsoDate | null;
  readonly checkOut: IsoDate | null;
  /** From `packageCheckoutNights` for `checkIn`; `null` or absent while unknown or after a failed lookup. */
  readonly possibleNights?: PossibleNights | null;
}

/** Past days, and today from 20:00 in the market's time zone, are over for booking. */
export function isDayOver(date: IsoDate, now: Instant, market: MarketCode): boolean {
  const today = marketToday(now, market);
  if (date !== today) return date < today;
  return marketWallClock(now, market).hour >= TODAY_CUTOFF_HOUR;
}

/** A stay can start on a day only if the feed, when there is one, has an entry for it. */
function startsAStay(date: IsoDate, availability: Availability | undefined): boolean {
  return availability === undefined || availabilityOn(availability, date) !== null;
}

/**
 * Whether a click on the day is allowed. A click chooses a check-in when no date is set, when both
 * are set, or on a day before the check-in (which restarts the selection); it then needs an
 * availability entry. With only a check-in, a later day is a check-out and must fall within the
 * possible nights, or within 20 days when they are unknown. The check-in day itself is never clickable.
 */
export function isDaySelectable(date: IsoDate, context: DayContext): boolean {
  const { checkIn, checkOut } = context;
  if (date === checkIn || isDayOver(date, context.now, context.market)) return false;
  if (checkIn === null || checkOut !== null || date < checkIn) return startsAStay(date, context.availability);
  return isPossibleCheckOut(checkIn, date, context.possibleNights ?? null);
}

/** The state a calendar draws for a day: check-in, check-out, in range, else selectable or not. */
export function dayState(date: IsoDate, context: DayContext): DayState {
  const { checkIn, checkOut } = context;
  if (date === checkIn) return 'check-in';
  if (date === checkOut) return 'check-out';
  if (checkIn !== null && checkOut !== null && date > checkIn && date < checkOut) return 'in-range';
  return isDaySelectable(date, context) ? 'selectable' : 'unselectable';
}
