import fc from 'fast-check';
import { addDays, addMonths, MARKET_CODES, monthOf, monthsBetween } from '@escapade/util-market';
import {
  appendMobileMonths,
  AVAILABILITY_CHUNK_MONTHS,
  AVAILABILITY_WINDOW_MONTHS,
  availabilityChunks,
  currentMonth,
  DESKTOP_VISIBLE_MONTHS,
  initialMonths,
  isInAvailabilityWindow,
  isNextMonthDisabled,
  isPreviousMonthDisabled,
  lastWindowMonth,
  LOAD_MORE_DISTANCE_PX,
  MOBILE_MONTHS_PER_STEP,
  shouldLoadMoreMonths,
  STEP_LENGTH,
  stepDesktopMonths,
} from './month-window';

/** Wednesday 15 January 2025, 10:00 in Paris. */
const now = new Date('2025-01-15T10:00:00+01:00');

describe('month windows', () => {
  it("the current month is the market's, even in the first minutes of a month", () => {
    expect(currentMonth(new Date('2025-01-31T23:30:00Z'), 'it_IT')).toBe('2025-02');
    expect(currentMonth(now, 'fr_FR')).toBe('2025-01');
  });

  it('the availability window is 12 months from the current month', () => {
    expect(AVAILABILITY_WINDOW_MONTHS).toBe(12);
    expect(lastWindowMonth(now, 'fr_FR')).toBe('2025-12');
    expect(isInAvailabilityWindow('2024-12', now, 'fr_FR')).toBe(false);
    expect(isInAvailabilityWindow('2025-01', now, 'fr_FR')).toBe(true);
    expect(isInAvailabilityWindow('2025-12', now, 'fr_FR')).toBe(true);
    expect(isInAvailabilityWindow('2026-01', now, 'fr_FR')).toBe(false);
  });

  it('desktop shows 2 months, from the current month without a check-in', () => {
    expect(DESKTOP_VISIBLE_MONTHS).toBe(2);
    expect(initialMonths(now, 'fr_FR', null, 'desktop')).toEqual(['2025-01', '2025-02']);
  });

  it("desktop opens on the check-in's month, within the window", () => {
    expect(initialMonths(now, 'fr_FR', '2025-05-10', 'desktop')).toEqual(['2025-05', '2025-06']);
    expect(initialMonths(now, 'fr_FR', '2025-12-20', 'desktop')).toEqual(['2025-11', '2025-12']);
    expect(initialMonths(now, 'fr_FR', '2024-11-02', 'desktop')).toEqual(['2025-01', '2025-02']);
  });

  it('mobile initial months run from today to 3 months past check-in', () => {
    expect(initialMonths(now, 'fr_FR', '2025-03-10', 'mobile')).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(initialMonths(now, 'fr_FR', '2025-01-20', 'mobile')).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
    expect(initialMonths(now, 'fr_FR', '2025-11-01', 'mobile')).toHaveLength(12);
  });

  it('mobile loads 3 months per step, so it starts with 3 months without a check-in', () => {
    expect(MOBILE_MONTHS_PER_STEP).toBe(3);
    expect(initialMonths(now, 'fr_FR', null, 'mobile')).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(initialMonths(now, 'fr_FR', '2024-10-01', 'mobile')).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it('the previous arrow is disabled on the current month', () => {
    expect(isPreviousMonthDisabled('2025-01', now, 'fr_FR')).toBe(true);
    expect(isPreviousMonthDisabled('2025-02', now, 'fr_FR')).toBe(false);
    // Just after midnight on 1 February in Brussels, February is already the current month.
    expect(isPreviousMonthDisabled('2025-02', new Date('2025-01-31T23:05:00Z'), 'nl_BE')).toBe(true);
  });

  it('the next arrow is disabled on the last month of the availability window', () => {
    expect(isNextMonthDisabled('2025-12', now, 'fr_FR')).toBe(true);
    expect(isNextMonthDisabled('2025-11', now, 'fr_FR')).toBe(false);
  });

  it('a desktop arrow moves by the desktop step length of 1 month, within the window', () => {
    expect(STEP_LENGTH).toEqual({ desktop: 1, mobile: 3 });
    expect(stepDesktopMonths('2025-03', 1, now, 'fr_FR')).toEqual(['2025-04', '2025-05']);
    expect(stepDesktopMonths('2025-03', -1, now, 'fr_FR')).toEqual(['2025-02', '2025-03']);
    expect(stepDesktopMonths('2025-01', -1, now, 'fr_FR')).toEqual(['2025-01', '2025-02']);
    expect(stepDesktopMonths('2025-11', 1, now, 'fr_FR')).toEqual(['2025-11', '2025-12']);
  });

  it('the mobile scroll appends the next 3 months, never past the window', () => {
    expect(appendMobileMonths(['2025-01', '2025-02', '2025-03'], now, 'fr_FR')).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(appendMobileMonths(['2025-10', '2025-11'], now, 'fr_FR')).toEqual(['2025-10', '2025-11', '2025-12']);
    expect(appendMobileMonths(['2025-12'], now, 'fr_FR')).toEqual(['2025-12']);
  });

  it('more months load within 200 px of the bottom', () => {
    expect(LOAD_MORE_DISTANCE_PX).toBe(200);
    expect(shouldLoadMoreMonths(0)).toBe(true);
    expect(shouldLoadMoreMonths(200)).toBe(true);
    expect(shouldLoadMoreMonths(201)).toBe(false);
  });
});

describe('availability chunks', () => {
  it('availability is fetched in chunks of 2 months on desktop and 4 on mobile', () => {
    expect(AVAILABILITY_CHUNK_MONTHS).toEqual({ desktop: 2, mobile: 4 });
    expect(availabilityChunks(['2025-01', '2025-02'], now, 'fr_FR', 'desktop')).toEqual([{ month: '2025-01', length: 2 }]);
    expect(availabilityChunks(['2025-02', '2025-03'], now, 'fr_FR', 'desktop')).toEqual([
      { month: '2025-01', length: 2 },
      { month: '2025-03', length: 2 },
    ]);
    expect(availabilityChunks(['2025-04', '2025-01', '2025-05', '2025-06'], now, 'fr_FR', 'mobile')).toEqual([
      { month: '2025-01', length: 4 },
      { month: '2025-05', length: 4 },
    ]);
  });

  it('months outside the 12-month window are not fetched', () => {
    expect(availabilityChunks(['2024-12', '2026-01'], now, 'fr_FR', 'desktop')).toEqual([]);
  });

  it('the chunks of the whole window cover exactly its 12 months', () => {
    const window = Array.from({ length: 12 }, (_, index) => addMonths('2025-01', index));
    for (const device of ['desktop', 'mobile'] as const) {
      const chunks = availabilityChunks(window, now, 'fr_FR', device);
      expect(chunks).toHaveLength({ desktop: 6, mobile: 3 }[device]);
      expect(chunks.flatMap(({ month, length }) => Array.from({ length }, (_, index) => addMonths(month, index)))).toEqual(window);
    }
  });
});

describe('month window properties, DST weeks included', () => {
  const instants = fc.oneof(
    fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fc
      .record({
        year: fc.integer({ min: 2024, max: 2030 }),
        month: fc.constantFrom(2, 9),
        day: fc.integer({ min: 24, max: 31 }),
        minute: fc.integer({ min: 0, max: 1439 }),
      })
      .map(({ year, month, day, minute }) => new Date(Date.UTC(year, month, day, 0, minute))),
  );

  it('initial months are consecutive, start no earlier than the current month and stay in the window', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...MARKET_CODES),
        fc.option(fc.integer({ min: -60, max: 500 })),
        fc.constantFrom('desktop' as const, 'mobile' as const),
        (instant, market, offset, device) => {
          const checkIn = offset === null ? null : addDays(instant.toISOString().slice(0, 10), offset);
          const months = initialMonths(instant, market, checkIn, device);
          const first = currentMonth(instant, market);
          months.forEach((month, index) => expect(monthsBetween(months[0], month)).toBe(index));
          expect(months[0] >= first).toBe(true);
          expect(months.every((month) => isInAvailabilityWindow(month, instant, market))).toBe(true);
          if (device === 'desktop') expect(months).toHaveLength(2);
          const wanted = checkIn === null ? null : addMonths(monthOf(checkIn), 3);
          if (device === 'mobile' && wanted !== null && isInAvailabilityWindow(wanted, instant, market)) {
            expect(months[0]).toBe(first);
            expect(months[months.length - 1] >= wanted).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
