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

  it('the number syntax: optional sign, digits with an optional fraction (or a bare fraction), optional exponent', () => {
    const read = (text: string) => readNumber(readParams(`#n=${encodeURIComponent(text)}`), 'n');
    expect(['12', '+12', '-12', '1.', '1.5', '.5', '-.5', '1e3', '1E-3', '1.5e+2', ' 7 '].map(read)).toEqual([12, 12, -12, 1, 1.5, 0.5, -0.5, 1000, 0.001, 150, 7]);
    for (const text of ['.', '-', '+', 'e3', '1e', '1.e', '1..2', '1.2.3', '--1', '1 2', '12a', 'Infinity', 'NaN']) {
      expect(read(text)).toBeUndefined();
    }
  });

  it('a crafted 100,000-character value is read in linear time (well under 50 ms of CPU), so a link cannot freeze the page', () => {
    const digits = (count: number) => '1'.repeat(count);
    const crafted = [`${digits(99_997)}x`, `${digits(49_998)}.${digits(49_998)}x`, `1e${digits(99_995)}x`, `.${digits(99_996)}x`, `-${digits(49_997)}e${digits(49_998)}x`];
    for (const value of crafted) {
      expect(`#a=${value}`.length).toBe(100_001);
      const start = process.cpuUsage();
      expect(readNumber(readParams(`#a=${value}`), 'a')).toBeUndefined();
      expect(readNumberList(readParams(`#stars=${value},3`), 'stars')).toEqual([3]);
      const { user, system } = process.cpuUsage(start);
      expect((user + system) / 1000).toBeLessThan(50);
    }
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
