import { DateTime } from 'luxon';
import { addDays, addMonths, daysBetween, isIsoDate, MARKET_LOCALES, MARKET_TIME_ZONES, marketToday, parseMarketDateTime } from './market';

describe('markets', () => {
  it('each market has its time zone and locale', () => {
    expect(MARKET_TIME_ZONES).toEqual({
      fr_FR: 'Europe/Paris',
      es_ES: 'Europe/Madrid',
      it_IT: 'Europe/Rome',
      nl_NL: 'Europe/Amsterdam',
      fr_BE: 'Europe/Brussels',
      nl_BE: 'Europe/Brussels',
    });
    expect(MARKET_LOCALES['nl_BE']).toBe('nl-BE');
  });

  it("today is the market's day, whatever the instant's zone", () => {
    const instant = new Date('2025-03-29T23:30:00Z');
    expect(marketToday(instant, 'it_IT')).toBe('2025-03-30');
    expect(marketToday(DateTime.fromJSDate(instant, { zone: 'utc' }), 'nl_NL')).toBe('2025-03-30');
  });

  it('API dates are read in the market zone; invalid or missing ones are undefined', () => {
    expect(parseMarketDateTime('2025-06-10', 'fr_FR')?.toISO()).toBe('2025-06-10T00:00:00.000+02:00');
    expect(parseMarketDateTime('2025-06-10T22:00:00Z', 'fr_FR')?.toISO()).toBe('2025-06-11T00:00:00.000+02:00');
    expect(parseMarketDateTime('tomorrow', 'fr_FR')).toBeUndefined();
    expect(parseMarketDateTime(null, 'fr_FR')).toBeUndefined();
  });

  it('day arithmetic ignores DST', () => {
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-03-30T10:00:00Z')).toBe(false);
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(daysBetween('2025-10-24', '2025-10-28')).toBe(4);
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
  });
});
