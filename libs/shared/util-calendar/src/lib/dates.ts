import { DateTime } from 'luxon';

/** The six markets of the storefront; declared here so this library depends on no other. */
export type MarketCode = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL' | 'fr_BE' | 'nl_BE';

/** A calendar day as `yyyy-MM-dd`; string order is date order, so `<` and `>` compare days. */
export type IsoDate = string;

/** A calendar month as `yyyy-MM`; string order is month order. */
export type IsoMonth = string;

/** A moment in time, as luxon or the platform gives it; its zone is ignored (only the instant counts). */
export type Instant = DateTime | Date;

/** IANA time zone of each market: "today", "after 20:00" and "Sunday" are read on the market's clock. */
export const MARKET_TIME_ZONES: Readonly<Record<MarketCode, string>> = {
  fr_FR: 'Europe/Paris',
  es_ES: 'Europe/Madrid',
  it_IT: 'Europe/Rome',
  nl_NL: 'Europe/Amsterdam',
  fr_BE: 'Europe/Brussels',
  nl_BE: 'Europe/Brussels',
};

const ISO_DATE_FORMAT = 'yyyy-MM-dd';
const ISO_MONTH_FORMAT = 'yyyy-MM';
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day has no time zone: day arithmetic runs in UTC, where every day lasts 24 hours,
 * so a DST change can never move a date or miscount nights.
 */
function calendarDay(date: IsoDate): DateTime {
  return DateTime.fromFormat(date, ISO_DATE_FORMAT, { zone: 'utc' });
}

function calendarMonth(month: IsoMonth): DateTime {
  return DateTime.fromFormat(month, ISO_MONTH_FORMAT, { zone: 'utc' });
}

/** Whether a value from a URL or a feed is a real `yyyy-MM-dd` day (rejects `2025-02-30`). */
export function isIsoDate(value: string): value is IsoDate {
  return ISO_DATE_PATTERN.test(value) && calendarDay(value).isValid;
}

/** The instant seen on the market's wall clock, so hours and weekdays are the visitor's. */
export function marketDateTime(now: Instant, market: MarketCode): DateTime {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return instant.setZone(MARKET_TIME_ZONES[market]);
}

/** Today's date in the market: the day a visitor there would call today, whatever the server's zone. */
export function marketToday(now: Instant, market: MarketCode): IsoDate {
  return marketDateTime(now, market).toFormat(ISO_DATE_FORMAT);
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return calendarDay(date).plus({ days }).toFormat(ISO_DATE_FORMAT);
}

/** Whole days from one day to another: the number of nights of a stay from check-in to check-out. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(calendarDay(to).diff(calendarDay(from), 'days').days);
}

/** ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export function weekdayOf(date: IsoDate): number {
  return calendarDay(date).weekday;
}

/** The month a day belongs to. */
export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

/** The month `months` after (or before, when negative) a month. */
export function addMonths(month: IsoMonth, months: number): IsoMonth {
  return calendarMonth(month).plus({ months }).toFormat(ISO_MONTH_FORMAT);
}

/** Whole months from one month to another (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  return Math.round(calendarMonth(to).diff(calendarMonth(from), 'months').months);
}

/** Every day of a month, first to last. */
export function daysOfMonth(month: IsoMonth): IsoDate[] {
  const first = calendarMonth(month);
  const count = first.endOf('month').day;
  return Array.from({ length: count }, (_, index) => first.plus({ days: index }).toFormat(ISO_DATE_FORMAT));
}

/**
 * A month as weeks from Monday to Sunday (the week start of every market), with `null` for the
 * cells before the first and after the last day, ready for a calendar grid.
 */
export function monthWeeks(month: IsoMonth): (IsoDate | null)[][] {
  const days = daysOfMonth(month);
  const cells: (IsoDate | null)[] = [...Array<null>(weekdayOf(days[0]) - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
