import { asInteger, asIntegerList, asMember, asNumber, asText, asTextList, COORDINATE_DECIMALS, roundCoordinate, sameList } from './values';

describe('values read from untrusted input', () => {
  it('text is trimmed; empty, blank or non-string input gives nothing', () => {
    expect(asText('  Paris ')).toBe('Paris');
    expect(asText('   ')).toBeUndefined();
    expect(asText(12)).toBeUndefined();
  });

  it('lone surrogates, which no URL can carry, are replaced so writing never throws', () => {
    expect(asText('a\uD800b')).toBe('a\uFFFDb');
    expect(asText('\uDC00')).toBe('\uFFFD');
    expect(asText('😀')).toBe('😀');
  });

  it('integers must be whole and within bounds', () => {
    expect(asInteger(3, 1, 5)).toBe(3);
    expect(asInteger(3.5, 1, 5)).toBeUndefined();
    expect(asInteger(6, 1, 5)).toBeUndefined();
    expect(asInteger(0, 1, 5)).toBeUndefined();
    expect(asInteger('3', 1, 5)).toBeUndefined();
  });

  it(`coordinates keep ${COORDINATE_DECIMALS} decimals, and print without an exponent or a trailing digit of noise`, () => {
    expect(roundCoordinate(0.1 + 0.2)).toBe(0.3);
    expect(roundCoordinate(48.8 + 4 * 0.0001)).toBe(48.8004);
    expect(String(roundCoordinate(-179.99999951))).toBe('-180');
    expect(String(roundCoordinate(0.0000004))).toBe('0');
  });

  it('numbers must be finite and within bounds; negative zero reads as zero', () => {
    expect(asNumber(1.5, 0, 2)).toBe(1.5);
    expect(Object.is(asNumber(-0, -1, 1), 0)).toBe(true);
    expect(asNumber(Number.NaN, 0, 2)).toBeUndefined();
    expect(asNumber(Number.POSITIVE_INFINITY, 0, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(asNumber(-1, 0, 2)).toBeUndefined();
    expect(asNumber(3, 0, 2)).toBeUndefined();
    expect(asNumber('1', 0, 2)).toBeUndefined();
  });

  it('enum members are kept, anything else dropped', () => {
    expect(asMember('b', ['a', 'b'])).toBe('b');
    expect(asMember('c', ['a', 'b'])).toBeUndefined();
  });

  it('lists keep distinct valid items in first-seen order; a non-list is empty', () => {
    expect(asTextList(['b', ' a', 'b', '', 3])).toEqual(['b', 'a']);
    expect(asTextList('a')).toEqual([]);
    expect(asIntegerList([5, 1, 5, 9, 2.5], 1, 5)).toEqual([5, 1]);
    expect(asIntegerList(undefined, 1, 5)).toEqual([]);
  });

  it('lists compare item by item, in order', () => {
    expect(sameList([1, 2], [1, 2])).toBe(true);
    expect(sameList([1, 2], [2, 1])).toBe(false);
    expect(sameList([1], [1, 2])).toBe(false);
  });
});
