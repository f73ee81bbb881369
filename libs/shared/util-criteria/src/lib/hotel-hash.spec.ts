import * as fc from 'fast-check';
import { clearHotelDates, confirmHotelDates, formatHotelHash, parseHotelHash } from './hotel-hash';

describe('hotel page hash (product-side.md sections 2 and 4)', () => {
  it('reads checkin, checkout, a (default 2), c and b (default 0) and anchor', () => {
    expect(parseHotelHash('#checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&anchor=products')).toEqual({
      checkin: '2024-05-01',
      checkout: '2024-05-03',
      adult: 3,
      child: 1,
      baby: 0,
      anchor: 'products',
    });
    expect(parseHotelHash('')).toEqual({ adult: 2, child: 0, baby: 0 });
    expect(parseHotelHash('#anchor=reviews')).not.toHaveProperty('anchor');
  });

  it('a selected stay writes checkin, checkout and nights to the hash', () => {
    expect(formatHotelHash(parseHotelHash('#checkout=2024-05-04&checkin=2024-05-01'))).toBe('#checkin=2024-05-01&checkout=2024-05-04&nights=3&a=2&c=0&b=0');
  });

  it('confirming the dates scrolls to the offers with anchor=products', () => {
    expect(formatHotelHash(confirmHotelDates(parseHotelHash(''), '2024-05-01', '2024-05-02'))).toBe('#checkin=2024-05-01&checkout=2024-05-02&nights=1&a=2&c=0&b=0&anchor=products');
  });

  it('clear resets both dates and removes them from the hash', () => {
    expect(formatHotelHash(clearHotelDates(parseHotelHash('#checkin=2024-05-01&checkout=2024-05-02&a=3')))).toBe('#a=3&c=0&b=0');
  });

  it('parsing never throws on arbitrary strings and format → parse → format is stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (hash) => {
        const written = formatHotelHash(parseHotelHash(hash));
        expect(formatHotelHash(parseHotelHash(written))).toBe(written);
      }),
      { numRuns: 10_000 },
    );
  });
});
