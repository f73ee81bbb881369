import { addMonthsToDate, daysBetween, isIsoDate, type IsoDate } from '@escapade/util-market';

/** The UTC day of an instant: the seed works in UTC days. */
const utcDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/**
 * The first day of the calendars: the first of the start date's month, so 12 whole months follow.
 * Accepts an ISO date or a Date (its UTC day).
 */
export function calendarStart(startDate: string | Date): string {
  const iso = typeof startDate === 'string' ? startDate : utcDay(startDate);
  if (!isIsoDate(iso)) throw new Error(`startDate must be an ISO date (yyyy-MM-dd), got ${iso}`);
  return `${iso.slice(0, 7)}-01`;
}

/** Number of days in the 12 months from `start` (365 or 366). */
export function calendarLength(start: string): number {
  return daysBetween(start, addMonthsToDate(start, 12));
}

/** The day the calendars of a seed made now would start at (today's month). */
export function today(): string {
  return utcDay(new Date());
}
