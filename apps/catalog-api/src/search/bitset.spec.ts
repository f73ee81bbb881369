import { Bitset, union } from './bitset';

describe('Bitset', () => {
  it('adds, removes and lists rows across word boundaries', () => {
    const set = new Bitset(100);
    for (const row of [0, 31, 32, 63, 99]) set.add(row);
    set.remove(32);
    expect(set.rows()).toEqual([0, 31, 63, 99]);
    expect(set.count()).toBe(4);
    expect(set.has(31)).toBe(true);
    expect(set.has(32)).toBe(false);
  });

  it('intersects and unites', () => {
    const a = new Bitset(70);
    const b = new Bitset(70);
    [1, 2, 40, 69].forEach((row) => a.add(row));
    [2, 40, 41].forEach((row) => b.add(row));
    expect(a.clone().and(b).rows()).toEqual([2, 40]);
    expect(union(70, [a, undefined, b]).rows()).toEqual([1, 2, 40, 41, 69]);
    expect(a.rows()).toEqual([1, 2, 40, 69]);
  });
});
