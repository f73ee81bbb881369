import * as fc from 'fast-check';
import {
  asActivityDates,
  chooseActivityDate,
  formatActivityDates,
  formatSelectedActivityDate,
  missingActivityDates,
  parseActivityDates,
  parseSelectedActivityDate,
} from './activity-dates';

describe('activity dates (product-side.md section 3)', () => {
  it("a selected activity date is the string 'activityId_date'", () => {
    expect(formatSelectedActivityDate({ activityId: '12', date: '2024-05-01' })).toBe('12_2024-05-01');
    expect(parseSelectedActivityDate('12_2024-05-01')).toEqual({ activityId: '12', date: '2024-05-01' });
    expect(parseSelectedActivityDate('12_2024-02-30')).toBeUndefined();
    expect(parseSelectedActivityDate('12-2024-05-01')).toBeUndefined();
  });

  it("the criteria form joins 'id_day' pairs with '-'", () => {
    const dates = [
      { activityId: '12', date: '2024-05-01' },
      { activityId: '40', date: '2024-05-02' },
    ];
    expect(formatActivityDates(dates)).toBe('12_2024-05-01-40_2024-05-02');
    expect(parseActivityDates('12_2024-05-01-40_2024-05-02')).toEqual(dates);
  });

  it('pairs that are not an id and a real day are skipped', () => {
    expect(parseActivityDates('x-12_2024-05-01-40_2024-13-02-a b_2024-05-03')).toEqual([{ activityId: '12', date: '2024-05-01' }]);
    expect(parseActivityDates('')).toEqual([]);
    expect(asActivityDates([null, { activityId: 'a-b', date: '2024-05-01' }, { activityId: 7, date: '2024-05-01' }, { activityId: '7', date: 'soon' }])).toEqual([]);
    expect(asActivityDates('12_2024-05-01')).toEqual([]);
  });

  it('crafted 100,000-character activity dates are read in linear time (well under 50 ms of CPU)', () => {
    const crafted = ['1'.repeat(100_000), `-${'1'.repeat(99_999)}`, '-1'.repeat(50_000), '1_2024-05-0'.repeat(10_000), `${'1'.repeat(99_989)}_2024-05-01x`];
    for (const value of crafted) {
      const start = process.cpuUsage();
      expect(parseActivityDates(value)).toEqual([]);
      expect(parseSelectedActivityDate(value)).toBeUndefined();
      const { user, system } = process.cpuUsage(start);
      expect((user + system) / 1000).toBeLessThan(50);
    }
  });

  it('a new date for an activity replaces the earlier one', () => {
    const dates = chooseActivityDate(
      [
        { activityId: '12', date: '2024-05-01' },
        { activityId: '40', date: '2024-05-02' },
      ],
      '12',
      '2024-05-03',
    );
    expect(dates).toEqual([
      { activityId: '12', date: '2024-05-03' },
      { activityId: '40', date: '2024-05-02' },
    ]);
    expect(parseActivityDates('12_2024-05-01-12_2024-05-02')).toEqual([{ activityId: '12', date: '2024-05-02' }]);
  });

  it('every activity with choosable dates needs one selected date (else "Please choose your activity dates.")', () => {
    expect(missingActivityDates(['12', '40'], [{ activityId: '12', date: '2024-05-01' }])).toEqual(['40']);
    expect(missingActivityDates(['12'], [{ activityId: '12', date: '2024-05-01' }])).toEqual([]);
  });

  it('parsing never throws on arbitrary strings and reads back what it writes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const dates = parseActivityDates(text);
        expect(parseActivityDates(formatActivityDates(dates))).toEqual(dates);
      }),
      { numRuns: 10_000 },
    );
  });
});
