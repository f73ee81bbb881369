import { asStayDates, isIsoDate, nightsBetween } from './iso-date';

describe('calendar days', () => {
  it('only real days written YYYY-MM-DD are dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-5-1')).toBe(false);
    expect(isIsoDate('0099-01-01')).toBe(true);
    expect(isIsoDate(20240501)).toBe(false);
  });

  it('nights are counted in calendar days, unaffected by the DST change of 31 March 2024', () => {
    expect(nightsBetween('2024-03-30', '2024-04-01')).toBe(2);
    expect(nightsBetween('2024-10-26', '2024-10-28')).toBe(2);
    expect(nightsBetween('2024-12-31', '2025-01-01')).toBe(1);
  });

  it('dates are kept only as a pair with check-out after check-in', () => {
    expect(asStayDates('2024-05-01', '2024-05-03')).toEqual({ checkin: '2024-05-01', checkout: '2024-05-03' });
    expect(asStayDates('2024-05-01', undefined)).toEqual({});
    expect(asStayDates('2024-05-03', '2024-05-01')).toEqual({});
    expect(asStayDates('2024-05-01', '2024-05-01')).toEqual({});
    expect(asStayDates('soon', '2024-05-01')).toEqual({});
  });
});
