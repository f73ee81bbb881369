import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  addDays,
  addMonths,
  daysBetween,
  daysOfMonth,
  isIsoDate,
  MARKET_TIME_ZONES,
  type MarketCode,
  marketDateTime,
  marketToday,
  monthOf,
  monthsBetween,
  monthWeeks,
  weekdayOf,
} from './dates';

const MARKETS = Object.keys(MARKET_TIME_ZONES) as MarketCode[];

/** Any instant of 2020-2035, half of them in the last week of March or October, when clocks change. */
const instants = fc.oneof(
  fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2035 }),
      month: fc.constantFrom(2, 9),
      day: fc.integer({ min: 24, max: 31 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    })
    .map(({ year, month, day, minute }) => new Date(Date.UTC(year, month, day, 0, minute))),
);

/** An independent reading of the wall clock in a zone, through the platform's Intl. */
function intlDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

describe('market time zones', () => {
  it('maps each market to its time zone (fr_FR Paris, es_ES Madrid, it_IT Rome, nl_NL Amsterdam, Belgium Brussels)', () => {
    expect(MARKET_TIME_ZONES).toEqual({
      fr_FR: 'Europe/Paris',
      es_ES: 'Europe/Madrid',
      it_IT: 'Europe/Rome',
      nl_NL: 'Europe/Amsterdam',
      fr_BE: 'Europe/Brussels',
      nl_BE: 'Europe/Brussels',
    });
  });

  it("today is the market's date, not the UTC one, just after the market's midnight", () => {
    const instant = new Date('2025-03-29T23:30:00Z');
    expect(marketToday(instant, 'fr_FR')).toBe('2025-03-30');
    expect(marketToday(DateTime.fromJSDate(instant, { zone: 'utc' }), 'es_ES')).toBe('2025-03-30');
  });

  it("reads a DateTime from another zone on the market's clock", () => {
    const newYorkEvening = DateTime.fromISO('2025-07-01T23:30', {
      zone: 'America/New_York',
    });
    const paris = marketDateTime(newYorkEvening, 'nl_BE');
    expect(paris.toFormat('yyyy-MM-dd HH:mm')).toBe('2025-07-02 05:30');
    expect(paris.zoneName).toBe('Europe/Brussels');
  });

  it("today in the market matches the platform's time-zone database for any instant, DST weeks included", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...MARKETS), (instant, market) => marketToday(instant, market) === intlDate(instant, MARKET_TIME_ZONES[market])),
      { numRuns: 2000 },
    );
  });
});

describe('calendar days', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-03')).toBe(false);
    expect(isIsoDate('2025-02-03T10:00')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('counts nights across the spring and autumn DST changes as whole days', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-03-31', '2025-03-29')).toBe(-2);
  });

  it('adding n days then counting gives back n, for any day and any n', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -400, max: 400 }),
        (instant, days) => {
          const day = instant.toISOString().slice(0, 10);
          return daysBetween(day, addDays(day, days)) === days;
        },
      ),
    );
  });

  it('gives ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2025-03-24')).toBe(1);
    expect(weekdayOf('2025-03-30')).toBe(7);
  });
});

describe('calendar months', () => {
  it('moves and counts months across a year end', () => {
    expect(monthOf('2025-12-31')).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(monthsBetween('2026-02', '2025-11')).toBe(-3);
  });

  it('lists every day of a month, leap February included', () => {
    const february = daysOfMonth('2024-02');
    expect(february).toHaveLength(29);
    expect(february[0]).toBe('2024-02-01');
    expect(february[28]).toBe('2024-02-29');
    expect(daysOfMonth('2025-03')).toHaveLength(31);
  });

  it('lays a month out in weeks from Monday to Sunday', () => {
    const march = monthWeeks('2025-03');
    expect(march).toHaveLength(6);
    expect(march[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(march[5]).toEqual(['2025-03-31', null, null, null, null, null, null]);
    const september = monthWeeks('2025-09');
    expect(september[0][0]).toBe('2025-09-01');
    expect(september.flat().filter((day) => day !== null)).toHaveLength(30);
  });
});
