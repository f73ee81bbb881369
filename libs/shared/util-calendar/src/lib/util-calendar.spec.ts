import { utilCalendar } from './util-calendar';

describe('utilCalendar', () => {
  it('should work', () => {
    expect(utilCalendar()).toEqual('util-calendar');
  });
});
