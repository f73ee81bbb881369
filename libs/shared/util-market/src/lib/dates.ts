/** A calendar day as `yyyy-MM-dd`; string order is date order, so `<` and `>` compare days. */
export type IsoDate = string;

/** A calendar month as `yyyy-MM`; string order is month order. */
export type IsoMonth = string;

/** `yyyy-MM-dd` with four-digit years: the only way a day is written in URLs, requests and replies. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `yyyy-MM` with a month from 01 to 12. */
export const ISO_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const DAY_MS = 86_400_000;

/**
 * A calendar day has no time zone: arithmetic runs on UTC midnights, where every day lasts 24 hours,
 * so a DST change never moves a date or miscounts nights. (Plain `Date` maths: the search reads
 * thousands of calendars per request.)
 */
function utcMidnight(date: IsoDate): number {
  // Read by hand: parsing a date string is the slow part of the search's date maths. Years before 100
  // (which `Date.UTC` reads as 19xx) and anything but `yyyy-MM-dd` go through the platform's parser.
  const year = date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45 ? Number(date.slice(0, 4)) : NaN;
  if (!(year >= 100)) return Date.parse(`${date}T00:00:00Z`);
  return Date.UTC(year, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

const twoDigits = (value: number): string => (value < 10 ? `0${value}` : String(value));

/** The day of a UTC instant, by the days-to-civil calendar arithmetic (years 100 to 9999; the platform writes the rest). */
function isoDateOfTime(time: number): IsoDate {
  const days = Math.floor(time / DAY_MS) + 719_468; // days since 0000-03-01
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!(year >= 100 && year <= 9999)) return new Date(time).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Whether a value from a URL, a form or a feed is a real `yyyy-MM-dd` day (rejects `2025-02-30`, `0000-00-00`). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value)) return false;
  const time = utcMidnight(value);
  return !Number.isNaN(time) && isoDateOfTime(time) === value;
}

/** Whether a value is a `yyyy-MM` month. */
export function isIsoMonth(value: unknown): value is IsoMonth {
  return typeof value === 'string' && ISO_MONTH_PATTERN.test(value);
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return isoDateOfTime(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from one day to another (negative when `to` is earlier): the nights of a stay from check-in to check-out. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/** The month a day belongs to. */
export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

function monthIndex(month: IsoMonth): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOfIndex(index: number): IsoMonth {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `months` after (or before, when negative) a month. */
export function addMonths(month: IsoMonth, months: number): IsoMonth {
  return monthOfIndex(monthIndex(month) + months);
}

/** Whole months from one month to another (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  return monthIndex(to) - monthIndex(from);
}

/** Number of days of a month (28 to 31). */
export function daysInMonth(month: IsoMonth): number {
  const next = addMonths(month, 1);
  return daysBetween(`${month}-01`, `${next}-01`);
}

/** The same day of the month `months` later, clamped to that month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Every day of a month, first to last. */
export function daysOfMonth(month: IsoMonth): IsoDate[] {
  const first = `${month}-01`;
  return Array.from({ length: daysInMonth(month) }, (_, index) => addDays(first, index));
}

/** What writes a day in a language: react-intl's `IntlShape`, or anything with the same two methods. */
export interface DayFormatter {
  formatDate(value: Date, options: Intl.DateTimeFormatOptions): string;
  formatDateTimeRange(from: Date, to: Date, options: Intl.DateTimeFormatOptions): string;
}

/**
 * Writes a calendar day (`{ day: 'numeric', month: 'long' }` → '3 May'): its UTC midnight read in
 * UTC, so the visitor's time zone never moves it to the day before.
 */
export function formatDay(intl: Pick<DayFormatter, 'formatDate'>, date: IsoDate, options: Intl.DateTimeFormatOptions): string {
  return intl.formatDate(new Date(utcMidnight(date)), { ...options, timeZone: 'UTC' });
}

/** Writes two calendar days as a range ('3 – 5 May'), as {@link formatDay} writes one. */
export function formatDayRange(intl: Pick<DayFormatter, 'formatDateTimeRange'>, from: IsoDate, to: IsoDate, options: Intl.DateTimeFormatOptions): string {
  return intl.formatDateTimeRange(new Date(utcMidnight(from)), new Date(utcMidnight(to)), { ...options, timeZone: 'UTC' });
}

/** Writes an hour of the day as the language writes times ('18:00', '6:00 PM'), as a wall-clock time in no zone. */
export function formatHourOfDay(intl: Pick<DayFormatter, 'formatDate'>, hour: number): string {
  return intl.formatDate(new Date(Date.UTC(2024, 0, 1, hour)), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}
