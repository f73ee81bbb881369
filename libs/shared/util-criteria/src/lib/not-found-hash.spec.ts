import { parseNotFoundHash } from './not-found-hash';

describe('parseNotFoundHash (product-side.md section 2, not-found page)', () => {
  it('reads the hotel of an expired offer', () => {
    expect(parseNotFoundHash('#hotelId=42')).toEqual({ hotelId: 42 });
    expect(parseNotFoundHash('#checkin=2026-12-04&hotelId=7&a=2')).toEqual({ hotelId: 7 });
  });

  it('finds no hotel in an empty, malformed or out-of-range value', () => {
    for (const hash of ['', '#', '#hotelId=', '#hotelId=abc', '#hotelId=0', '#hotelId=-3', '#hotelId=1.5', '#hotelId=1e400', '#hotelid=42']) {
      expect(parseNotFoundHash(hash)).toEqual({});
    }
  });
});
