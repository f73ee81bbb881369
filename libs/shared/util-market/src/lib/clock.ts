import { DateTime } from 'luxon';
import type { IsoDate } from './dates';
import { MARKETS, type MarketCode } from './markets';

// The market's clock needs time-zone rules (luxon), which calendar-day arithmetic does not: it has
// its own entry point, `@escapade/util-market/clock`, so a page that only needs the market list and
// days (the shell's frame) does not download luxon.

/** A moment in time, as luxon or the platform gives it; only the instant counts, not its zone. */
export type Instant = DateTime | Date;

const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** The instant seen on the market's wall clock, so hours, weekdays and "today" are the visitor's. */
export function marketDateTime(now: Instant, market: MarketCode): DateTime {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return instant.setZone(MARKETS[market].timeZone);
}

/** Today's date in the market: the day a visitor there would call today, whatever the server's zone. */
export function marketToday(now: Instant, market: MarketCode): IsoDate {
  return marketDateTime(now, market).toFormat(ISO_DATE_FORMAT);
}

/** The calendar day of a date-time, on its own zone's wall clock. */
export function toIsoDate(dateTime: DateTime): IsoDate {
  return dateTime.toFormat(ISO_DATE_FORMAT);
}

/**
 * A date or date-time from the API read in the market's zone: a bare `yyyy-MM-dd` is that day's
 * midnight there, a date-time with an offset keeps its instant. Invalid input gives `undefined`.
 */
export function parseMarketDateTime(value: string | null | undefined, market: MarketCode): DateTime | undefined {
  if (!value) return undefined;
  const parsed = DateTime.fromISO(value, { zone: MARKETS[market].timeZone });
  return parsed.isValid ? parsed : undefined;
}

/** The instant a market-local day ends (23:59:59.999 on the market's clock): the last moment of a deadline day. */
export function endOfMarketDay(date: IsoDate, market: MarketCode): DateTime {
  return DateTime.fromISO(date, { zone: MARKETS[market].timeZone }).endOf('day');
}
