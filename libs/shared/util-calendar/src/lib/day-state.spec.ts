import fc from 'fast-check';
import { addDays, MARKET_CODES } from '@escapade/util-market';
import { marketWallClock, parseMarketDateTime } from '@escapade/util-market/clock';
import type { Availability, AvailabilityDay } from './availability';
import { type DayContext, dayState, isDayOver, isDaySelectable } from './day-state';
import { possibleNightsFromCheckoutNights } from './possible-nights';

/** Wall-clock time in Paris, as a visitor of fr_FR reads it. */
const paris = (local: string) => parseMarketDateTime(local, 'fr_FR') as number;

const stay = (amount: number): AvailabilityDay => ({
  price: `${amount / 100} €`,
  amount,
  minLos: 1,
});

/** Wednesday 15 January 2025, 10:00 in Paris, nothing picked, no availability feed. */
function context(overrides: Partial<DayContext> = {}): DayContext {
  return {
    market: 'fr_FR',
    now: paris('2025-01-15T10:00'),
    checkIn: null,
    checkOut: null,
    ...overrides,
  };
}

describe('before any selection', () => {
  it('past days are unselectable', () => {
    expect(dayState('2025-01-14', context())).toBe('unselectable');
    expect(dayState('2024-12-31', context())).toBe('unselectable');
    expect(dayState('2025-01-15', context())).toBe('selectable');
    expect(dayState('2025-01-16', context())).toBe('selectable');
  });

  it("today is unselectable after 20:00 in the market's time zone", () => {
    // 19:00 UTC is 20:00 in Paris in winter: a clock read in UTC would still allow today.
    const eightPm = new Date('2025-01-15T19:00:00Z');
    expect(isDaySelectable('2025-01-15', context({ now: eightPm }))).toBe(false);
    expect(isDaySelectable('2025-01-16', context({ now: eightPm }))).toBe(true);
    expect(isDaySelectable('2025-01-15', context({ now: new Date('2025-01-15T18:59:59Z') }))).toBe(true);
  });

  it('today becomes unselectable at 20:00 on the spring-forward day (CEST, UTC+2)', () => {
    expect(isDayOver('2025-03-30', new Date('2025-03-30T18:00:00Z'), 'fr_FR')).toBe(true);
    expect(isDayOver('2025-03-30', new Date('2025-03-30T17:59:00Z'), 'fr_FR')).toBe(false);
    expect(isDayOver('2025-03-29', new Date('2025-03-29T18:59:00Z'), 'fr_FR')).toBe(false);
  });

  it('today becomes unselectable at 20:00 on the fall-back day (CET, UTC+1)', () => {
    expect(isDayOver('2025-10-26', new Date('2025-10-26T18:30:00Z'), 'es_ES')).toBe(false);
    expect(isDayOver('2025-10-26', new Date('2025-10-26T19:00:00Z'), 'es_ES')).toBe(true);
    expect(isDayOver('2025-10-25', new Date('2025-10-25T18:00:00Z'), 'es_ES')).toBe(true);
  });

  it('past days and today after 20:00 are over in every market, whatever the instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...MARKET_CODES),
        fc.integer({ min: -3, max: 3 }),
        (instant, market, offset) => {
          const local = marketWallClock(instant, market);
          const date = addDays(local.date, offset);
          const expected = offset < 0 || (offset === 0 && local.hour >= 20);
          return isDayOver(date, instant, market) === expected;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a day with null or missing availability is unselectable', () => {
    const availability: Availability = {
      '2025-01-20': stay(12000),
      '2025-01-21': null,
    };
    expect(dayState('2025-01-20', context({ availability }))).toBe('selectable');
    expect(dayState('2025-01-21', context({ availability }))).toBe('unselectable');
    expect(dayState('2025-01-22', context({ availability }))).toBe('unselectable');
  });

  it('without an availability feed, no availability is required', () => {
    expect(dayState('2025-01-22', context())).toBe('selectable');
  });

  it('a day with availability is still unselectable when it is past', () => {
    expect(dayState('2025-01-14', context({ availability: { '2025-01-14': stay(9000) } }))).toBe('unselectable');
  });
});

describe('with check-in and check-out both set', () => {
  const availability: Availability = {
    '2025-01-18': stay(9000),
    '2025-01-20': stay(10000),
    '2025-01-21': stay(10000),
    '2025-01-22': stay(11000),
    '2025-03-25': stay(9000),
  };
  const both = context({
    availability,
    checkIn: '2025-01-20',
    checkOut: '2025-01-23',
  });

  it('a click is allowed on any day with availability', () => {
    expect(isDaySelectable('2025-01-18', both)).toBe(true);
    expect(isDaySelectable('2025-01-21', both)).toBe(true);
    expect(isDaySelectable('2025-03-25', both)).toBe(true);
    expect(isDaySelectable('2025-01-23', both)).toBe(false);
    expect(isDaySelectable('2025-01-24', both)).toBe(false);
  });

  it('marks check-in, check-out and the days within range', () => {
    expect(dayState('2025-01-20', both)).toBe('check-in');
    expect(dayState('2025-01-21', both)).toBe('in-range');
    expect(dayState('2025-01-22', both)).toBe('in-range');
    expect(dayState('2025-01-23', both)).toBe('check-out');
    expect(dayState('2025-01-18', both)).toBe('selectable');
    expect(dayState('2025-01-24', both)).toBe('unselectable');
  });

  it('the check-in day itself is not clickable', () => {
    expect(isDaySelectable('2025-01-20', both)).toBe(false);
  });
});

describe('with only check-in set', () => {
  const checkIn = '2025-01-20';

  it('a click is allowed only within the possible-nights window', () => {
    const only = context({
      checkIn,
      possibleNights: possibleNightsFromCheckoutNights([2, 3]),
    });
    expect(dayState('2025-01-21', only)).toBe('unselectable');
    expect(dayState('2025-01-22', only)).toBe('selectable');
    expect(dayState('2025-01-23', only)).toBe('selectable');
    expect(dayState('2025-01-24', only)).toBe('unselectable');
  });

  it('the nights from check-in must be among the checkout nights when they are known', () => {
    const only = context({
      checkIn,
      possibleNights: possibleNightsFromCheckoutNights([1, 3]),
    });
    expect(isDaySelectable('2025-01-21', only)).toBe(true);
    expect(isDaySelectable('2025-01-22', only)).toBe(false);
    expect(isDaySelectable('2025-01-23', only)).toBe(true);
  });

  it('without possible nights, more than 20 days after check-in is not allowed', () => {
    expect(isDaySelectable('2025-02-09', context({ checkIn }))).toBe(true);
    expect(isDaySelectable('2025-02-10', context({ checkIn }))).toBe(false);
    expect(isDaySelectable('2025-02-10', context({ checkIn, possibleNights: null }))).toBe(false);
  });

  it('a check-out day needs no availability entry (none is needed except to start a stay)', () => {
    const availability: Availability = { [checkIn]: stay(10000) };
    expect(isDaySelectable('2025-01-22', context({ checkIn, availability }))).toBe(true);
  });

  it('the possible-nights window counts whole nights across the DST change', () => {
    const only = context({
      now: paris('2025-03-20T10:00'),
      checkIn: '2025-03-28',
      possibleNights: possibleNightsFromCheckoutNights([2, 3]),
    });
    expect(isDaySelectable('2025-03-29', only)).toBe(false);
    expect(isDaySelectable('2025-03-30', only)).toBe(true);
    expect(isDaySelectable('2025-03-31', only)).toBe(true);
    expect(isDaySelectable('2025-04-01', only)).toBe(false);
  });

  it('the check-in day itself is not clickable', () => {
    expect(dayState(checkIn, context({ checkIn }))).toBe('check-in');
    expect(isDaySelectable(checkIn, context({ checkIn }))).toBe(false);
  });

  it('a day before the check-in can restart the selection when a stay can start on it', () => {
    const availability: Availability = {
      '2025-01-18': stay(9000),
      '2025-01-14': stay(9000),
    };
    const only = context({ checkIn, availability });
    expect(isDaySelectable('2025-01-18', only)).toBe(true);
    expect(isDaySelectable('2025-01-17', only)).toBe(false);
    expect(isDaySelectable('2025-01-14', only)).toBe(false);
  });

  it('no day is in range before the check-out is chosen', () => {
    expect(dayState('2025-01-21', context({ checkIn }))).toBe('selectable');
  });
});
