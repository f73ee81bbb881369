/** Replaces lone surrogates, which no URL can carry, with U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A trimmed, non-empty, well-formed string, else undefined. */
export function asText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = wellFormed(value).trim();
  return text === '' ? undefined : text;
}

/** A safe integer within `min`..`max`, else undefined. */
export function asInteger(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A finite number within `min`..`max` (negative zero read as zero), else undefined. */
export function asNumber(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return undefined;
  return value === 0 ? 0 : value;
}

/** Decimals kept of a coordinate in criteria and requests: about 11 cm, and never the 17 significant digits of a map's centre. */
export const COORDINATE_DECIMALS = 6;

/** A latitude or longitude rounded to {@link COORDINATE_DECIMALS} decimals (negative zero read as zero). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;
  return rounded === 0 ? 0 : rounded;
}

/** One of `members`, else undefined. */
export function asMember<T extends string>(value: unknown, members: readonly T[]): T | undefined {
  return members.find((member) => member === value);
}

/** Distinct texts of a list, in first-seen order; anything else gives an empty list. */
export function asTextList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(asText).filter((text): text is string => text !== undefined))];
}

/** Distinct integers within `min`..`max` of a list, in first-seen order. */
export function asIntegerList(value: unknown, min: number, max: number): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map((item) => asInteger(item, min, max)).filter((item): item is number => item !== undefined))];
}

/** Structural equality of two lists (same items, same order). */
export function sameList<T>(left: readonly T[], right: readonly T[]): boolean {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}
