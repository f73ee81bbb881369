import { decodeComponent, readList, readNumber, readNumberList, readParams, readText, withMark, writeParams } from './url-params';

describe('location parts', () => {
  it('reads pairs with or without the leading mark, the first occurrence of a key winning', () => {
    const params = readParams('#city=Paris&a=3&city=Lyon');
    expect(readText(params, 'city')).toBe('Paris');
    expect(readText(readParams('?flow=gifting'), 'flow')).toBe('gifting');
    expect(readText(readParams('flow=hotel'), 'flow')).toBe('hotel');
  });

  it('splits pairs on ; too, so a wallet flag appended with ;error=1 never spoils the value before it', () => {
    const params = readParams('#a=2;error=1');
    expect(readNumber(params, 'a')).toBe(2);
    expect(readText(params, 'error')).toBe('1');
  });

  it('a key without = has an empty value; malformed or empty keys are skipped', () => {
    const params = readParams('#anchor&%E0%A4%A=1&=2&ok=%zz');
    expect(readText(params, 'anchor')).toBe('');
    expect([...params.keys()]).toEqual(['anchor', 'ok']);
    expect(readText(params, 'ok')).toBeUndefined();
    expect(readText(params, 'missing')).toBeUndefined();
  });

  it('decodes percent-escapes and + as a space; malformed escapes give nothing', () => {
    expect(decodeComponent('Saint%20Malo+Nord')).toBe('Saint Malo Nord');
    expect(decodeComponent('%')).toBeUndefined();
  });

  it('reads decimal numbers only', () => {
    const params = readParams('#a=3&lat=-48.85&tiny=1e-7&hex=0x10&word=two&blank=');
    expect(readNumber(params, 'a')).toBe(3);
    expect(readNumber(params, 'lat')).toBe(-48.85);
    expect(readNumber(params, 'tiny')).toBe(1e-7);
    expect(readNumber(params, 'hex')).toBeUndefined();
    expect(readNumber(params, 'word')).toBeUndefined();
    expect(readNumber(params, 'blank')).toBeUndefined();
    expect(readNumber(params, 'missing')).toBeUndefined();
  });

  it('lists are comma-separated and each item is decoded on its own, so an item may hold a comma', () => {
    const params = readParams('#facilities=wifi,spa%2Cpool,%zz&stars=3,x,4');
    expect(readList(params, 'facilities')).toEqual(['wifi', 'spa,pool']);
    expect(readList(params, 'missing')).toEqual([]);
    expect(readNumberList(params, 'stars')).toEqual([3, 4]);
  });

  it('writes pairs in order, leaving out undefined values and empty lists, encoding items', () => {
    expect(
      writeParams([
        ['city', 'Saint Malo & co'],
        ['a', 3],
        ['gone', undefined],
        ['none', []],
        ['facilities', ['spa,pool', 'wifi']],
      ]),
    ).toBe('city=Saint%20Malo%20%26%20co&a=3&facilities=spa%2Cpool,wifi');
  });

  it('a part with nothing to write has no mark', () => {
    expect(withMark('#', '')).toBe('');
    expect(withMark('?', 'page=1')).toBe('?page=1');
  });
});
