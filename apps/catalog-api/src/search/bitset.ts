/**
 * Fixed-size bitsets over the read model's dense row numbers: a filter value is one bitset, and a
 * query intersects a handful of them, so search and facet counts cost a few hundred word operations.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  add(row: number): void {
    this.words[row >>> 5] |= 1 << (row & 31);
  }

  remove(row: number): void {
    this.words[row >>> 5] &= ~(1 << (row & 31));
  }

  has(row: number): boolean {
    return (this.words[row >>> 5] & (1 << (row & 31))) !== 0;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** In place: keeps only rows also in `other`. */
  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] &= other.words[i];
    return this;
  }

  /** In place: adds the rows of `other`. */
  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i] |= other.words[i];
    return this;
  }

  /** Number of rows in both sets, without building their intersection. */
  countShared(other: Bitset): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) total += popcount(this.words[i] & other.words[i]);
    return total;
  }

  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) total += popcount(this.words[i]);
    return total;
  }

  /** Row numbers in ascending order. */
  rows(): number[] {
    const rows: number[] = [];
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i];
      while (word !== 0) {
        const low = word & -word;
        rows.push(i * 32 + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return rows;
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Union of the given bitsets (an empty list means no rows). */
export function union(size: number, sets: readonly (Bitset | undefined)[]): Bitset {
  const result = new Bitset(size);
  for (const set of sets) if (set) result.or(set);
  return result;
}
