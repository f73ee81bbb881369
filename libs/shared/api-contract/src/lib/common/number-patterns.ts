// Regular expressions that match exactly the numbers of a range, written as clients write them in
// query strings (no sign on positives, no leading zeros). They let a JSON Schema `pattern` state the
// bounds of a number carried as text, and the contract checks text with the same expression, so the
// document and the server cannot disagree.

/** A digit, or a class of consecutive digits. */
function digitClass(low: number, high: number): string {
  if (low === high) return String(low);
  return low === 0 && high === 9 ? '\\d' : `[${low}-${high}]`;
}

/** Alternatives matching the integers between two digit strings of the same length, zero-padded. */
function sameLengthRange(low: string, high: string): string[] {
  if (low.length === 1) return [digitClass(Number(low), Number(high))];
  const [lowFirst, lowRest] = [Number(low[0]), low.slice(1)];
  const [highFirst, highRest] = [Number(high[0]), high.slice(1)];
  const anyRest = lowRest.length === 1 ? '\\d' : `\\d{${lowRest.length}}`;
  if (lowFirst === highFirst) return sameLengthRange(lowRest, highRest).map((rest) => `${lowFirst}${rest}`);
  const alternatives: string[] = [];
  const lowIsWhole = /^0*$/.test(lowRest);
  const highIsWhole = /^9*$/.test(highRest);
  if (!lowIsWhole) alternatives.push(...sameLengthRange(lowRest, '9'.repeat(lowRest.length)).map((rest) => `${lowFirst}${rest}`));
  const middleLow = lowIsWhole ? lowFirst : lowFirst + 1;
  const middleHigh = highIsWhole ? highFirst : highFirst - 1;
  if (middleLow <= middleHigh) alternatives.push(`${digitClass(middleLow, middleHigh)}${anyRest}`);
  if (!highIsWhole) alternatives.push(...sameLengthRange('0'.repeat(highRest.length), highRest).map((rest) => `${highFirst}${rest}`));
  return alternatives;
}

/** Alternatives matching the whole numbers from `min` to `max` (both at least 0), without leading zeros. */
function naturalRange(min: number, max: number): string[] {
  const alternatives: string[] = [];
  for (let length = String(min).length; length <= String(max).length; length++) {
    const low = Math.max(min, length === 1 ? 0 : 10 ** (length - 1));
    const high = Math.min(max, 10 ** length - 1);
    if (low <= high) alternatives.push(...sameLengthRange(String(low), String(high)));
  }
  return alternatives;
}

/** One anchored expression from alternatives. */
function anchored(alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/** Whole numbers from `min` to `max` as text, e.g. `1`–`20` for adults. Bounds must be whole and at least 0. */
export function integerRangePattern(min: number, max: number): RegExp {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || min > max) throw new Error(`Unsupported integer range ${min}–${max}`);
  return anchored(naturalRange(min, max));
}

/** Any number of decimals: a client may send a double's 17 significant digits, and `Number` reads them all. */
const FRACTION = '(?:\\.\\d+)?';
const ZERO_FRACTION = '(?:\\.0+)?';

/** Magnitudes from `low` to `high` (whole bounds), with decimals below `high` and none above it. */
function decimalMagnitudes(low: number, high: number): string[] {
  const below = high > low ? naturalRange(low, high - 1).map((whole) => `${whole}${FRACTION}`) : [];
  return [...below, `${high}${ZERO_FRACTION}`];
}

/**
 * Decimals from `min` to `max` as text, signed (`-90`–`90` for a latitude), with any number of decimals.
 * Bounds must be whole, and `max` at least 0. `-0` counts as 0, as `Number` reads it.
 */
export function decimalRangePattern(min: number, max: number): RegExp {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < 0 || min > max) throw new Error(`Unsupported decimal range ${min}–${max}`);
  const positive = decimalMagnitudes(Math.max(min, 0), max);
  const negative = min <= 0 ? decimalMagnitudes(0, -min).map((magnitude) => `-${magnitude}`) : [];
  return anchored([...positive, ...negative]);
}
