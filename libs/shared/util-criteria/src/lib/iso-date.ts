import type { IsoDate } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcTime(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number);
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  return time.getTime();
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 31 April, no 29 February in 2023). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const time = new Date(utcTime(value));
  return time.getUTCMonth() + 1 === Number(match[2]) && time.getUTCDate() === Number(match[3]);
}

/** Nights between two valid days; calendar days in UTC, so no DST hour can skew the count. */
export function nightsBetween(checkin: IsoDate, checkout: IsoDate): number {
  return Math.round((utcTime(checkout) - utcTime(checkin)) / DAY_MS);
}

/**
 * A check-in / check-out pair is kept only whole: both valid days with check-out after check-in.
 * A half or inverted pair means no dates, as after 'Clear'.
 */
export function asStayDates(checkin: unknown, checkout: unknown): { checkin?: IsoDate; checkout?: IsoDate } {
  if (isIsoDate(checkin) && isIsoDate(checkout) && nightsBetween(checkin, checkout) >= 1) return { checkin, checkout };
  return {};
}
