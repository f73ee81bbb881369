import { FALLBACK_CHECKOUT_WINDOW_DAYS, isPossibleCheckOut, possibleCheckOutDates, possibleNightsFromCheckoutNights } from './possible-nights';

describe('possible nights from packageCheckoutNights', () => {
  it('reads the list of possible night counts into a sorted window', () => {
    expect(possibleNightsFromCheckoutNights([3, 1, 2, 2])).toEqual({
      start: 1,
      end: 3,
      nights: [1, 2, 3],
    });
  });

  it('keeps only whole night counts of at least one night', () => {
    expect(possibleNightsFromCheckoutNights([0, -1, 1.5, '2', null, 4, Number.NaN])).toEqual({
      start: 4,
      end: 4,
      nights: [4],
    });
  });

  it('an empty answer clears selectable nights, like a failed lookup', () => {
    expect(possibleNightsFromCheckoutNights([])).toBeNull();
    expect(possibleNightsFromCheckoutNights([0])).toBeNull();
  });
});

describe('check-out within the possible nights', () => {
  it('a check-out must be one of the possible night counts after check-in', () => {
    const possibleNights = possibleNightsFromCheckoutNights([2, 4]);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-21', possibleNights)).toBe(false);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-22', possibleNights)).toBe(true);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-23', possibleNights)).toBe(false);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-24', possibleNights)).toBe(true);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-25', possibleNights)).toBe(false);
  });

  it('nights are counted in whole days across the autumn DST change', () => {
    const possibleNights = possibleNightsFromCheckoutNights([3]);
    expect(isPossibleCheckOut('2025-10-24', '2025-10-27', possibleNights)).toBe(true);
    expect(isPossibleCheckOut('2025-10-24', '2025-10-26', possibleNights)).toBe(false);
  });

  it('without possible nights, check-out is 1 to 20 days after check-in', () => {
    expect(FALLBACK_CHECKOUT_WINDOW_DAYS).toBe(20);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-20', null)).toBe(false);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-19', null)).toBe(false);
    expect(isPossibleCheckOut('2025-01-20', '2025-01-21', null)).toBe(true);
    expect(isPossibleCheckOut('2025-01-20', '2025-02-09', null)).toBe(true);
    expect(isPossibleCheckOut('2025-01-20', '2025-02-10', null)).toBe(false);
  });

  it('lists the check-out days offered after a check-in', () => {
    expect(possibleCheckOutDates('2025-03-29', possibleNightsFromCheckoutNights([1, 3]))).toEqual(['2025-03-30', '2025-04-01']);
    const fallback = possibleCheckOutDates('2025-01-20', null);
    expect(fallback).toHaveLength(20);
    expect(fallback[0]).toBe('2025-01-21');
    expect(fallback[19]).toBe('2025-02-09');
  });
});
