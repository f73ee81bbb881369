import { DateTime } from 'luxon';

/** The six markets of the storefront; declared here so this library depends on no other. */
export type MarketCode = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL' | 'fr_BE' | 'nl_BE';

/** A calendar day as `yyyy-MM-dd` (check-in dates, deadlines, instalment dates). */
export type IsoDate = string;

/** A moment in time, as luxon or the platform gives it; only the instant counts, not its zone. */
export type Instant = DateTime | Date;

/** IANA time zone of each market: "days before arrival" and deadlines are read on the market's clock. */
export const MARKET_TIME_ZONES: Readonly<Record<MarketCode, string>> = {
  fr_FR: 'Europe/Paris',
  es_ES: 'Europe/Madrid',
  it_IT: 'Europe/Rome',
  nl_NL: 'Europe/Amsterdam',
  fr_BE: 'Europe/Brussels',
  nl_BE: 'Europe/Brussels',
};

/** BCP 47 locale of each market, as `Intl.NumberFormat` and luxon expect it. */
export const MARKET_LOCALES: Readonly<Record<MarketCode, string>> = {
  fr_FR: 'fr-FR',
  es_ES: 'es-ES',
  it_IT: 'it-IT',
  nl_NL: 'nl-NL',
  fr_BE: 'fr-BE',
  nl_BE: 'nl-BE',
};

const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** The instant seen on the market's wall clock, so "today" is the visitor's today. */
export function marketDateTime(now: Instant, market: MarketCode): DateTime {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return instant.setZone(MARKET_TIME_ZONES[market]);
}

/** Today's date in the market, whatever the server's own time zone. */
export function marketToday(now: Instant, market: MarketCode): IsoDate {
  return marketDateTime(now, market).toFormat(ISO_DATE_FORMAT);
}

/**
 * A date or date-time from the API read in the market's zone: a bare `yyyy-MM-dd` is that day's
 * midnight there, a date-time with an offset keeps its instant. Invalid input gives `undefined`.
 */
export function parseMarketDateTime(value: string | null | undefined, market: MarketCode): DateTime | undefined {
  if (!value) {
    return undefined;
  }
  const parsed = DateTime.fromISO(value, { zone: MARKET_TIME_ZONES[market] });
  return parsed.isValid ? parsed : undefined;
}

/**
 * Calendar days have no time zone: arithmetic runs on UTC midnights, where every day lasts
 * 24 hours, so a DST change never moves a date or miscounts days.
 */
function calendarDay(date: IsoDate): DateTime {
  return DateTime.fromFormat(date, ISO_DATE_FORMAT, { zone: 'utc' });
}

/** Whether a value is a real `yyyy-MM-dd` day (rejects `2025-02-30` and date-times). */
export function isIsoDate(value: string): value is IsoDate {
  return calendarDay(value).isValid;
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return calendarDay(date).plus({ days }).toFormat(ISO_DATE_FORMAT);
}

/** The same day of the month `months` later (clamped to the month's last day, as luxon does). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return calendarDay(date).plus({ months }).toFormat(ISO_DATE_FORMAT);
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(calendarDay(to).diff(calendarDay(from), 'days').days);
}

/** The market-local calendar day of a date-time. */
export function toIsoDate(dateTime: DateTime): IsoDate {
  return dateTime.toFormat(ISO_DATE_FORMAT);
}
