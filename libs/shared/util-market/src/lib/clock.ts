import { tzOffset } from '@date-fns/tz/tzOffset';
import { addDays, type IsoDate } from './dates';
import { MARKETS, type MarketCode } from './markets';

// The market's clock reads the platform's time-zone database (through `Intl`, which every supported
// browser and Node.js carry) with @date-fns/tz's `tzOffset`, a few hundred bytes. It has its own entry point,
// `@escapade/util-market/clock`, because calendar-day arithmetic (the main entry) needs no time zone.

/** A moment in time: a `Date` or milliseconds since the epoch. Only the instant counts, not a zone. */
export type Instant = Date | number;

/** What a market's wall clock shows at an instant. */
export interface WallClock {
  /** The day a visitor in the market would call it (`yyyy-MM-dd`). */
  readonly date: IsoDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** The market's offset from UTC at that instant, in minutes (60 in Paris in winter, 120 in summer). */
  readonly offsetMinutes: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The milliseconds since the epoch of an instant: comparing two instants needs no time zone. */
export function epochMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The wall clock of a time zone at an instant (milliseconds since the epoch). */
function wallClockIn(at: number, timeZone: string): WallClock {
  const offsetMinutes = tzOffset(timeZone, new Date(at));
  // Shifted by the offset, the instant's UTC fields are the zone's wall clock.
  const wall = new Date(at + offsetMinutes * MINUTE);
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    offsetMinutes,
  };
}

/**
 * The instant a time zone's wall clock shows a local time, given as milliseconds as if it were UTC,
 * by `Temporal`'s "compatible" rule: a time that happens twice when clocks go back is its first
 * occurrence, a time skipped when they go forward is read with the offset before the change (02:30
 * becomes 03:30). Offset changes are months apart, so the offsets a day before and a day after are
 * the only candidates.
 */
function instantOfWallTime(asIfUtc: number, timeZone: string): number {
  const before = asIfUtc - tzOffset(timeZone, new Date(asIfUtc - DAY)) * MINUTE;
  const after = asIfUtc - tzOffset(timeZone, new Date(asIfUtc + DAY)) * MINUTE;
  const readsBack = (instant: number) => instant + tzOffset(timeZone, new Date(instant)) * MINUTE === asIfUtc;
  if (readsBack(before)) return readsBack(after) ? Math.min(before, after) : before;
  return readsBack(after) ? after : before;
}

/** The instant seen on the market's wall clock, so hours, weekdays and "today" are the visitor's. */
export function marketWallClock(now: Instant, market: MarketCode): WallClock {
  return wallClockIn(epochMillis(now), MARKETS[market].timeZone);
}

/** The day each market was last asked about, with the instants it starts and ends (it changes once a day). */
const currentDays = new Map<MarketCode, { date: IsoDate; from: number; to: number }>();

/** Today's date in the market: the day a visitor there would call today, whatever the server's zone. */
export function marketToday(now: Instant, market: MarketCode): IsoDate {
  const at = epochMillis(now);
  const known = currentDays.get(market);
  if (known && at >= known.from && at < known.to) return known.date;
  const { date } = marketWallClock(at, market);
  const from = startOfMarketDay(date, market);
  const day = { date, from, to: startOfMarketDay(addDays(date, 1), market) };
  currentDays.set(market, day);
  return day.date;
}

/** The instant a market-local day begins (midnight on the market's clock). */
export function startOfMarketDay(date: IsoDate, market: MarketCode): number {
  return instantOfWallTime(Date.parse(`${date}T00:00:00Z`), MARKETS[market].timeZone);
}

/** A date or an ISO date-time, with or without seconds, fraction and offset (`Z`, `+02`, `+0200`, `+02:00`). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** The offset an ISO suffix names, in minutes; `undefined` when it names none or an impossible one. */
function offsetOf(suffix: string): number | undefined {
  if (suffix === 'Z') return 0;
  const hours = Number(suffix.slice(1, 3));
  const minutes = Number(suffix.slice(3).replace(':', '') || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return (suffix.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * A date or date-time from the API read in the market's zone, as an instant (milliseconds since the
 * epoch): a bare `yyyy-MM-dd` is that day's midnight there, a local date-time is that time on the
 * market's clock, and a date-time with an offset keeps its instant. Invalid input gives `undefined`.
 */
export function parseMarketDateTime(value: string | null | undefined, market: MarketCode): number | undefined {
  const match = value ? ISO_DATE_TIME.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', suffix] = match;
  const fields = [Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)] as const;
  const asIfUtc = Date.UTC(...fields, Math.floor(Number(`0.${fraction}`) * 1000));
  const check = new Date(asIfUtc);
  // Date.UTC rolls 2026-02-30 over into March and 25:00 into the next day: such input is invalid.
  if (
    check.getUTCFullYear() !== fields[0] ||
    check.getUTCMonth() !== fields[1] ||
    check.getUTCDate() !== fields[2] ||
    check.getUTCHours() !== fields[3] ||
    fields[4] > 59 ||
    fields[5] > 59
  ) {
    return undefined;
  }
  if (suffix === undefined) return instantOfWallTime(asIfUtc, MARKETS[market].timeZone);
  const offset = offsetOf(suffix);
  return offset === undefined ? undefined : asIfUtc - offset * MINUTE;
}

/**
 * An instant written as an ISO 8601 date-time on the market's clock, with its offset
 * (`2026-07-01T23:59:59.999+02:00`): what the API sends for a deadline, readable where it is shown.
 */
export function formatMarketDateTime(instant: Instant, market: MarketCode): string {
  const clock = marketWallClock(instant, market);
  const time = `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}.${pad(clock.millisecond, 3)}`;
  return `${clock.date}T${time}${isoOffset(clock.offsetMinutes)}`;
}

/** An offset from UTC in minutes as ISO 8601 writes it (`+02:00`, `-03:30`). */
export function isoOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Ends of days already worked out, by market and date (a time-zone lookup costs more than the rest of a card). */
const dayEnds = new Map<string, number>();
/** More dates than a catalog's calendars span in every market; past it the memo starts again. */
const MAX_REMEMBERED_DAY_ENDS = 10_000;

/** The instant a market-local day ends (23:59:59.999 on the market's clock): the last moment of a deadline day. */
export function endOfMarketDay(date: IsoDate, market: MarketCode): number {
  const key = `${market}${date}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    end = startOfMarketDay(addDays(date, 1), market) - 1;
    if (dayEnds.size >= MAX_REMEMBERED_DAY_ENDS) dayEnds.clear();
    dayEnds.set(key, end);
  }
  return end;
}
