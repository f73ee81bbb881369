import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  daysBetween,
  daysInMonth,
  daysOfMonth,
  formatDay,
  formatDayRange,
  formatHourOfDay,
  isIsoDate,
  isIsoMonth,
  monthOf,
  monthsBetween,
  weekdayOf,
} from './dates';
import { endOfMarketDay, epochMillis, formatMarketDateTime, isoOffset, marketToday, marketWallClock, parseMarketDateTime, startOfMarketDay } from './clock';
import { MARKET_CODES, MARKETS } from './markets';

/** The day of an instant in a zone, as the platform's time-zone database gives it (`en-CA` writes yyyy-MM-dd). */
const platformDay = (instant: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

const days = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('0000-00-00')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });

  it('counts days as the platform’s calendar does, from year 100 to 9999 and beyond', () => {
    const instants = fc.integer({ min: Date.UTC(-2000, 0, 1) / 86_400_000, max: Date.UTC(12000, 0, 1) / 86_400_000 }).map((day) => day * 86_400_000);
    fc.assert(
      fc.property(instants, fc.integer({ min: -800, max: 800 }), (instant, shift) => {
        const date = new Date(instant).toISOString().slice(0, 10);
        if (!isIsoDate(date)) return; // years written with a sign
        const shifted = addDays(date, shift);
        expect(shifted).toBe(new Date(instant + shift * 86_400_000).toISOString().slice(0, 10));
        // Past 9999 the platform writes a signed year, which is no yyyy-MM-dd day to count from.
        if (isIsoDate(shifted)) expect(daysBetween(date, shifted)).toBe(shift);
      }),
      { numRuns: 2_000 },
    );
    expect(isIsoDate('0050-01-01')).toBe(true);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('9999-12-31', -1)).toBe('9999-12-30');
    expect(isIsoDate(addDays('9999-12-01', 100))).toBe(false);
    expect(isIsoDate('2026-02-3x')).toBe(false);
    // Anything but yyyy-MM-dd is left to the platform's parser, which reads none of these.
    for (const other of ['2026x01-01', '2026-01x01', '2026-1-1']) expect(daysBetween('2026-01-01', other)).toBeNaN();
  });

  it('accepts only months 01 to 12', () => {
    expect(isIsoMonth('2026-12')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-00')).toBe(false);
    expect(isIsoMonth(null)).toBe(false);
  });

  it('counts nights across the DST changes of every market without losing or gaining a day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('adding the days between two days gives the second day (round trip)', () => {
    fc.assert(fc.property(days, days, (from, to) => addDays(from, daysBetween(from, to)) === to));
  });

  it("agrees with the platform's calendar on weekdays (1 = Monday … 7 = Sunday)", () => {
    fc.assert(fc.property(days, (day) => weekdayOf(day) === (new Date(`${day}T00:00:00Z`).getUTCDay() || 7)));
    expect(weekdayOf('2026-11-22')).toBe(7);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('steps months across years', () => {
    expect(monthOf('2026-11-23')).toBe('2026-11');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2027-02', '2026-11')).toBe(-3);
  });

  it("agrees with the platform's calendar on month arithmetic, clamping to the last day", () => {
    // The same day of the month n months on, or the month's last day when it has fewer days.
    const expected = (day: string, months: number) => {
      const [year, month, date] = day.split('-').map(Number);
      const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
      return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
    };
    fc.assert(fc.property(days, fc.integer({ min: -30, max: 30 }), (day, months) => addMonthsToDate(day, months) === expected(day, months)));
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('lists every day of a month', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysOfMonth('2026-04')).toHaveLength(30);
    expect(daysOfMonth('2026-04')[0]).toBe('2026-04-01');
    expect(daysOfMonth('2026-04').at(-1)).toBe('2026-04-30');
  });
});

describe('writing a calendar day', () => {
  /** Intl as react-intl calls it, in a zone far west of UTC, where a day's UTC midnight is still the day before. */
  const intlIn = (locale: string) => ({
    formatDate: (value: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'America/Los_Angeles', ...options }).format(value),
    formatDateTimeRange: (from: Date, to: Date, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'America/Los_Angeles', ...options }).formatRange(from, to),
  });

  it('writes the day itself whatever the time zone of the page', () => {
    expect(formatDay(intlIn('fr-FR'), '2025-05-03', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('samedi 3 mai');
    expect(formatDay(intlIn('nl-NL'), '2025-01-01', { day: 'numeric', month: 'short', year: 'numeric' })).toBe('1 jan 2025');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const date = instant.toISOString().slice(0, 10);
        expect(formatDay(intlIn('en-CA'), date, { year: 'numeric', month: '2-digit', day: '2-digit' })).toBe(date);
      }),
    );
  });

  it('writes an hour of the day as the language writes times, whatever the time zone of the page', () => {
    expect(formatHourOfDay(intlIn('fr-FR'), 18)).toBe('18:00');
    expect(formatHourOfDay(intlIn('en-US'), 9)).toMatch(/^9:00\sAM$/);
  });

  it('writes a range of days', () => {
    expect(formatDayRange(intlIn('fr-FR'), '2025-05-03', '2025-05-05', { day: 'numeric', month: 'short' })).toBe('3–5 mai');
    expect(formatDayRange(intlIn('es-ES'), '2025-05-31', '2025-06-02', { day: 'numeric', month: 'short' })).toMatch(/^31 may\s–\s2 jun$/);
  });
});

describe('a market clock', () => {
  it("calls today the day on the market's wall clock, whatever the server's zone", () => {
    const lateInUtc = new Date('2026-11-23T23:30:00Z');
    for (const market of MARKET_CODES) expect(marketToday(lateInUtc, market)).toBe('2026-11-24');
    expect(marketToday(Date.parse('2026-11-23T22:59:00Z'), 'fr_FR')).toBe('2026-11-23');
    expect(marketWallClock(lateInUtc, 'es_ES')).toEqual({ date: '2026-11-24', hour: 0, minute: 30, second: 0, millisecond: 0, offsetMinutes: 60 });
    expect(marketWallClock(Date.parse('2026-07-01T10:00:00.123Z'), 'nl_NL')).toEqual({ date: '2026-07-01', hour: 12, minute: 0, second: 0, millisecond: 123, offsetMinutes: 120 });
  });

  it("calls the exact midnight millisecond on the market's clock the new day, also right after the day before was asked", () => {
    // 1 December 2026 00:00:00.000 in Paris is 30 November 23:00:00.000Z; Madrid, Rome, Amsterdam and Brussels share the offset.
    const midnight = Date.parse('2026-11-30T23:00:00.000Z');
    for (const market of MARKET_CODES) {
      expect(marketToday(midnight - 1, market)).toBe('2026-11-30');
      expect(marketToday(midnight, market)).toBe('2026-12-01');
      expect(marketToday(midnight - 1, market)).toBe('2026-11-30');
    }
    // The same at a summer midnight (UTC+2), asked the other way round.
    const summerMidnight = Date.parse('2026-07-14T22:00:00.000Z');
    expect(marketToday(summerMidnight, 'it_IT')).toBe('2026-07-15');
    expect(marketToday(summerMidnight - 1, 'it_IT')).toBe('2026-07-14');
    expect(marketToday(summerMidnight, 'it_IT')).toBe('2026-07-15');
    expect(startOfMarketDay('2026-07-15', 'it_IT')).toBe(summerMidnight);
  });

  it('reads a bare day as midnight in the market and keeps an instant with an offset', () => {
    expect(formatMarketDateTime(parseMarketDateTime('2026-07-01', 'it_IT') as number, 'it_IT')).toBe('2026-07-01T00:00:00.000+02:00');
    expect(parseMarketDateTime('2026-07-01T10:00:00Z', 'nl_BE')).toBe(Date.parse('2026-07-01T10:00:00Z'));
    expect(parseMarketDateTime('2026-07-01T10:00:00.5+05:30', 'fr_FR')).toBe(Date.parse('2026-07-01T04:30:00.500Z'));
    expect(parseMarketDateTime('2026-07-01T10:00-0300', 'fr_FR')).toBe(Date.parse('2026-07-01T13:00:00Z'));
    expect(parseMarketDateTime('2026-07-01T10:00+02', 'fr_FR')).toBe(Date.parse('2026-07-01T08:00:00Z'));
    expect([isoOffset(120), isoOffset(-210), isoOffset(0)]).toEqual(['+02:00', '-03:30', '+00:00']);
    expect(parseMarketDateTime('2026-12-01T10:00', 'es_ES')).toBe(Date.parse('2026-12-01T09:00:00Z'));
    expect(parseMarketDateTime('2026-12-01T10:00:00.123456789', 'es_ES')).toBe(Date.parse('2026-12-01T09:00:00.123Z'));
    expect(parseMarketDateTime('not a date', 'fr_FR')).toBeUndefined();
    for (const impossible of [
      '2026-02-30',
      '0000-00-00',
      '2026-13-01',
      '2026-07-01T24:00',
      '2026-07-01T10:60',
      '2026-07-01T10:00:60',
      '2026-07-01T10:00+24:00',
      '2026-07-01T10:00+02:60',
    ]) {
      expect(parseMarketDateTime(impossible, 'fr_FR')).toBeUndefined();
    }
    expect(parseMarketDateTime(undefined, 'fr_FR')).toBeUndefined();
    expect(parseMarketDateTime(null, 'fr_FR')).toBeUndefined();
  });

  it('keeps calling today right when moments come in any order, across midnight and the DST changes', () => {
    // marketToday remembers each market's current day; any instant, earlier or later, must still get its own day.
    const span = { from: Date.parse('2026-03-27T00:00:00Z'), to: Date.parse('2026-03-30T00:00:00Z') };
    const autumn = { from: Date.parse('2026-10-23T00:00:00Z'), to: Date.parse('2026-10-27T00:00:00Z') };
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKET_CODES),
        fc.array(fc.oneof(fc.integer({ min: span.from, max: span.to }), fc.integer({ min: autumn.from, max: autumn.to })), { minLength: 1, maxLength: 20 }),
        (market, instants) => {
          for (const instant of instants) expect(marketToday(new Date(instant), market)).toBe(platformDay(instant, MARKETS[market].timeZone));
        },
      ),
    );
    expect(epochMillis(Date.parse('2026-07-01T10:00:00Z'))).toBe(epochMillis(new Date('2026-07-01T10:00:00Z')));
  });

  it("reads wall times that clocks skip or repeat by Temporal's compatible rule, and agrees with the platform on any local time", () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00, so 02:30 does not exist and is read one hour later.
    expect(parseMarketDateTime('2026-03-29T02:30', 'fr_FR')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    // 25 October 2026: 03:00 becomes 02:00 again, so 02:30 happens twice and is read as the first time.
    expect(parseMarketDateTime('2026-10-25T02:30', 'fr_FR')).toBe(Date.parse('2026-10-25T00:30:00Z'));
    // Noon the day before and the day of the change, where the offsets a day away differ.
    expect(parseMarketDateTime('2026-03-28T12:00', 'fr_FR')).toBe(Date.parse('2026-03-28T11:00:00Z'));
    expect(parseMarketDateTime('2026-03-29T12:00', 'fr_FR')).toBe(Date.parse('2026-03-29T10:00:00Z'));
    expect(startOfMarketDay('2026-03-29', 'nl_BE')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(startOfMarketDay('2026-10-26', 'nl_BE')).toBe(Date.parse('2026-10-25T23:00:00Z'));
    fc.assert(
      fc.property(fc.constantFrom(...MARKET_CODES), fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2060-01-01T00:00:00Z') }), (market, instant) => {
        // Any instant written on the market's clock with its offset reads back as itself, and its day is the platform's.
        const written = formatMarketDateTime(instant, market);
        expect(parseMarketDateTime(written, market)).toBe(instant);
        expect(written.slice(0, 10)).toBe(platformDay(instant, MARKETS[market].timeZone));
      }),
    );
  });

  it('ends a deadline day at midnight on the market clock, in summer and in winter', () => {
    expect(endOfMarketDay('2026-07-01', 'fr_FR')).toBe(Date.parse('2026-07-01T21:59:59.999Z'));
    expect(endOfMarketDay('2026-12-01', 'nl_NL')).toBe(Date.parse('2026-12-01T22:59:59.999Z'));
    expect(formatMarketDateTime(endOfMarketDay('2026-12-01', 'nl_NL'), 'nl_NL')).toBe('2026-12-01T23:59:59.999+01:00');
    // Remembered ends are the same instants the second time.
    expect(endOfMarketDay('2026-07-01', 'fr_FR')).toBe(Date.parse('2026-07-01T21:59:59.999Z'));
  });

  it('stays right past the number of day ends it remembers (its memo starts again)', () => {
    for (let day = 0; day <= 10_000; day++) endOfMarketDay(addDays('2000-01-01', day), 'it_IT');
    expect(endOfMarketDay('2026-07-01', 'it_IT')).toBe(Date.parse('2026-07-01T21:59:59.999Z'));
  });
});
