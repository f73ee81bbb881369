import { monthWeeks } from './month-weeks';

describe('calendar grid', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    const march = monthWeeks('2025-03');
    expect(march).toHaveLength(6);
    expect(march[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(march[5]).toEqual(['2025-03-31', null, null, null, null, null, null]);
    const september = monthWeeks('2025-09');
    expect(september[0][0]).toBe('2025-09-01');
    expect(september.flat().filter((day) => day !== null)).toHaveLength(30);
  });

  it('a February starting on Monday in a common year fills exactly four weeks', () => {
    const february = monthWeeks('2027-02');
    expect(february).toHaveLength(4);
    expect(february.flat()).not.toContain(null);
  });
});
