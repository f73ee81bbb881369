import { DateTime } from 'luxon';
import type { IsoDate } from './dates';
import { MARKETS, type MarketCode } from './markets';

// The market's clock needs time-zone rules (luxon), which calendar-day arithmetic does not: it has
// its own entry point, `@escapade/util-market/clock`, so a page that only needs the market list and
// days (the shell's frame) does not download luxon.

/** A moment in time, as luxon or the platform gives it; only the instant counts, not its zone. */
export type Instant = DateTime | Date;

const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** The milliseconds since the epoch of an instant: comparing two instants needs no time zone. */
export function epochMillis(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : instant.toMillis();
}

/** The instant seen on the market's wall clock, so hours, weekdays and "today" are the visitor's. */
export function marketDateTime(now: Instant, market: MarketCode): DateTime {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return instant.setZone(MARKETS[market].timeZone);
}

/** The day each market was last asked about, with the instants it starts and ends (it changes once a day). */
const currentDays = new Map<MarketCode, { date: IsoDate; from: number; to: number }>();

/** Today's date in the market: the day a visitor there would call today, whatever the server's zone. */
export function marketToday(now: Instant, market: MarketCode): IsoDate {
  const at = epochMillis(now);
  const known = currentDays.get(market);
  if (known && at >= known.from && at < known.to) return known.date;
  const local = marketDateTime(now, market);
  const start = local.startOf('day');
  const day = { date: local.toFormat(ISO_DATE_FORMAT), from: start.toMillis(), to: start.plus({ days: 1 }).toMillis() };
  currentDays.set(market, day);
  return day.date;
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

/** Ends of days already worked out, by market and date (a time-zone lookup costs more than the rest of a card). */
const dayEnds = new Map<string, DateTime>();
/** More dates than a catalog's calendars span in every market; past it the memo starts again. */
const MAX_REMEMBERED_DAY_ENDS = 10_000;

/** The instant a market-local day ends (23:59:59.999 on the market's clock): the last moment of a deadline day. */
export function endOfMarketDay(date: IsoDate, market: MarketCode): DateTime {
  const key = `${market}${date}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    end = DateTime.fromISO(date, { zone: MARKETS[market].timeZone }).endOf('day');
    if (dayEnds.size >= MAX_REMEMBERED_DAY_ENDS) dayEnds.clear();
    dayEnds.set(key, end);
  }
  return end;
}
