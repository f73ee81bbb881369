import { addMonths, type IsoDate, type IsoMonth, type MarketCode, monthOf, monthsBetween } from '@escapade/util-market';
import { type Instant, marketToday } from '@escapade/util-market/clock';

/** Calendar A is a desktop dropdown or a mobile drawer; calendar B also differs by screen. */
export type CalendarDevice = 'desktop' | 'mobile';

/** Months shown side by side in the desktop calendar. */
export const DESKTOP_VISIBLE_MONTHS = 2;
/** Months the mobile calendar adds per step of its infinite scroll. */
export const MOBILE_MONTHS_PER_STEP = 3;
/** Months after check-in's month the first mobile render already contains. */
export const MONTHS_PAST_CHECK_IN = 3;
/** Availability is offered this many months ahead, the current month included. */
export const AVAILABILITY_WINDOW_MONTHS = 12;
/** Months per availability request. */
export const AVAILABILITY_CHUNK_MONTHS: Readonly<Record<CalendarDevice, number>> = { desktop: 2, mobile: 4 };
/** Months one paging step moves (arrow on desktop, scroll step on mobile). */
export const STEP_LENGTH: Readonly<Record<CalendarDevice, number>> = {
  desktop: 1,
  mobile: 3,
};
/** The mobile calendar loads more months once the scroll is this close to the bottom, in pixels. */
export const LOAD_MORE_DISTANCE_PX = 200;

/** A run of consecutive months: what one availability request asks for (`month`, `length`). */
export interface MonthRange {
  readonly month: IsoMonth;
  readonly length: number;
}

/** The month today falls in, on the market's clock. */
export function currentMonth(now: Instant, market: MarketCode): IsoMonth {
  return monthOf(marketToday(now, market));
}

/** The last month of the 12-month availability window. */
export function lastWindowMonth(now: Instant, market: MarketCode): IsoMonth {
  return addMonths(currentMonth(now, market), AVAILABILITY_WINDOW_MONTHS - 1);
}

/** Whether a month lies in the 12-month availability window that starts with the current month. */
export function isInAvailabilityWindow(month: IsoMonth, now: Instant, market: MarketCode): boolean {
  const offset = monthsBetween(currentMonth(now, market), month);
  return offset >= 0 && offset < AVAILABILITY_WINDOW_MONTHS;
}

function monthRun(first: IsoMonth, length: number): IsoMonth[] {
  return Array.from({ length }, (_, index) => addMonths(first, index));
}

function clampMonth(month: IsoMonth, min: IsoMonth, max: IsoMonth): IsoMonth {
  if (month < min) return min;
  return month > max ? max : month;
}

/**
 * The months of the first render. Desktop: two months from the check-in's month (else the current
 * one). Mobile: from today's month to 3 months past the check-in, at least one step of 3 months.
 * Both stay within the 12-month window.
 */
export function initialMonths(now: Instant, market: MarketCode, checkIn: IsoDate | null, device: CalendarDevice): IsoMonth[] {
  const first = currentMonth(now, market);
  const last = lastWindowMonth(now, market);
  if (device === 'desktop') {
    const start = clampMonth(checkIn === null ? first : monthOf(checkIn), first, addMonths(last, 1 - DESKTOP_VISIBLE_MONTHS));
    return monthRun(start, DESKTOP_VISIBLE_MONTHS);
  }
  const minimumEnd = addMonths(first, MOBILE_MONTHS_PER_STEP - 1);
  const wantedEnd = checkIn === null ? minimumEnd : addMonths(monthOf(checkIn), MONTHS_PAST_CHECK_IN);
  const end = clampMonth(wantedEnd, minimumEnd, last);
  return monthRun(first, monthsBetween(first, end) + 1);
}

/** The previous arrow is disabled when the first month shown is the current month (or earlier). */
export function isPreviousMonthDisabled(firstVisibleMonth: IsoMonth, now: Instant, market: MarketCode): boolean {
  return firstVisibleMonth <= currentMonth(now, market);
}

/** The next arrow is disabled once the last month of the availability window is shown. */
export function isNextMonthDisabled(lastVisibleMonth: IsoMonth, now: Instant, market: MarketCode): boolean {
  return lastVisibleMonth >= lastWindowMonth(now, market);
}

/** Desktop arrows: the two months one step (1 month) earlier or later, kept within the window. */
export function stepDesktopMonths(firstVisibleMonth: IsoMonth, direction: -1 | 1, now: Instant, market: MarketCode): IsoMonth[] {
  const start = clampMonth(
    addMonths(firstVisibleMonth, direction * STEP_LENGTH.desktop),
    currentMonth(now, market),
    addMonths(lastWindowMonth(now, market), 1 - DESKTOP_VISIBLE_MONTHS),
  );
  return monthRun(start, DESKTOP_VISIBLE_MONTHS);
}

/** Mobile infinite scroll: the loaded months plus the next step of 3, never past the window. */
export function appendMobileMonths(loadedMonths: readonly IsoMonth[], now: Instant, market: MarketCode): IsoMonth[] {
  const last = lastWindowMonth(now, market);
  const lastLoaded = loadedMonths[loadedMonths.length - 1];
  const next = monthRun(addMonths(lastLoaded, 1), MOBILE_MONTHS_PER_STEP).filter((month) => month <= last);
  return [...loadedMonths, ...next];
}

/** More months are loaded when the scroll reaches within 200 px of the bottom. */
export function shouldLoadMoreMonths(distanceToBottomPx: number): boolean {
  return distanceToBottomPx <= LOAD_MORE_DISTANCE_PX;
}

/**
 * The availability requests that cover `months`: the 12-month window cut into chunks of 2
 * (desktop) or 4 (mobile) months from the current month, each chunk once, in order.
 */
export function availabilityChunks(months: readonly IsoMonth[], now: Instant, market: MarketCode, device: CalendarDevice): MonthRange[] {
  const first = currentMonth(now, market);
  const size = AVAILABILITY_CHUNK_MONTHS[device];
  const starts = new Set<number>();
  for (const month of months) {
    if (isInAvailabilityWindow(month, now, market)) starts.add(Math.floor(monthsBetween(first, month) / size) * size);
  }
  // 12 is a multiple of both chunk sizes, so every chunk lies wholly inside the window.
  return [...starts].sort((a, b) => a - b).map((offset) => ({ month: addMonths(first, offset), length: size }));
}
