import fc from 'fast-check';
import { DateTime } from 'luxon';
import { addDays, addMonths, addMonthsToDate, daysBetween, daysInMonth, daysOfMonth, isIsoDate, isIsoMonth, monthOf, monthsBetween, weekdayOf } from './dates';
import { endOfMarketDay, epochMillis, marketDateTime, marketToday, parseMarketDateTime, toIsoDate } from './clock';
import { MARKET_CODES, MARKETS } from './markets';

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

  it('agrees with luxon on weekdays (1 = Monday … 7 = Sunday)', () => {
    fc.assert(fc.property(days, (day) => weekdayOf(day) === DateTime.fromISO(day, { zone: 'utc' }).weekday));
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

  it('agrees with luxon on month arithmetic, clamping to the last day', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -30, max: 30 }), (day, months) => addMonthsToDate(day, months) === DateTime.fromISO(day, { zone: 'utc' }).plus({ months }).toISODate()),
    );
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

describe('a market clock', () => {
  it("calls today the day on the market's wall clock, whatever the server's zone", () => {
    const lateInUtc = new Date('2026-11-23T23:30:00Z');
    for (const market of MARKET_CODES) expect(marketToday(lateInUtc, market)).toBe('2026-11-24');
    expect(marketToday(DateTime.fromISO('2026-11-23T22:59:00Z'), 'fr_FR')).toBe('2026-11-23');
    expect(marketDateTime(lateInUtc, 'es_ES').hour).toBe(0);
  });

  it('reads a bare day as midnight in the market and keeps an instant with an offset', () => {
    expect(parseMarketDateTime('2026-07-01', 'it_IT')?.toISO()).toBe('2026-07-01T00:00:00.000+02:00');
    expect(parseMarketDateTime('2026-07-01T10:00:00Z', 'nl_BE')?.toMillis()).toBe(Date.parse('2026-07-01T10:00:00Z'));
    expect(parseMarketDateTime('not a date', 'fr_FR')).toBeUndefined();
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
          for (const instant of instants)
            expect(marketToday(new Date(instant), market)).toBe(DateTime.fromMillis(instant, { zone: MARKETS[market].timeZone }).toFormat('yyyy-MM-dd'));
        },
      ),
    );
    expect(epochMillis(DateTime.fromISO('2026-07-01T10:00:00Z'))).toBe(epochMillis(new Date('2026-07-01T10:00:00Z')));
  });

  it('ends a deadline day at midnight on the market clock, in summer and in winter', () => {
    expect(endOfMarketDay('2026-07-01', 'fr_FR').toUTC().toISO()).toBe('2026-07-01T21:59:59.999Z');
    expect(endOfMarketDay('2026-12-01', 'nl_NL').toUTC().toISO()).toBe('2026-12-01T22:59:59.999Z');
    expect(toIsoDate(endOfMarketDay('2026-12-01', 'nl_NL'))).toBe('2026-12-01');
    // Remembered ends are the same instants the second time.
    expect(endOfMarketDay('2026-07-01', 'fr_FR').toMillis()).toBe(Date.parse('2026-07-01T21:59:59.999Z'));
  });

  it('stays right past the number of day ends it remembers (its memo starts again)', () => {
    for (let day = 0; day <= 10_000; day++) endOfMarketDay(addDays('2000-01-01', day), 'it_IT');
    expect(endOfMarketDay('2026-07-01', 'it_IT').toUTC().toISO()).toBe('2026-07-01T21:59:59.999Z');
  });
});
