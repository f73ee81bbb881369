import { asStayDates } from './stay-dates';

describe('stay dates', () => {
  it('dates are kept only as a pair with check-out after check-in', () => {
    expect(asStayDates('2024-05-01', '2024-05-03')).toEqual({ checkin: '2024-05-01', checkout: '2024-05-03' });
    expect(asStayDates('2024-05-01', undefined)).toEqual({});
    expect(asStayDates('2024-05-03', '2024-05-01')).toEqual({});
    expect(asStayDates('2024-05-01', '2024-05-01')).toEqual({});
    expect(asStayDates('soon', '2024-05-01')).toEqual({});
    expect(asStayDates('2023-02-29', '2023-03-02')).toEqual({});
  });
});
