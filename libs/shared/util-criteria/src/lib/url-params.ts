/** Raw (still percent-encoded) values of one location part, by decoded key. */
export type RawParams = ReadonlyMap<string, string>;

/** Percent-decodes a component (`+` is a space, as in forms); malformed input gives undefined. */
export function decodeComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Reads `?a=1&b=2` or `#a=1&b=2` (with or without the leading mark). Pairs are separated by `&` or
 * `;` (the wallet appends `;error=1`); the first occurrence of a key wins. Never throws.
 */
export function readParams(part: string): RawParams {
  const params = new Map<string, string>();
  const body = part.startsWith('#') || part.startsWith('?') ? part.slice(1) : part;
  for (const pair of body.split(/[&;]/)) {
    const equals = pair.indexOf('=');
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    if (key === undefined || key === '' || params.has(key)) continue;
    params.set(key, equals === -1 ? '' : pair.slice(equals + 1));
  }
  return params;
}

/** The decoded text of a key, or undefined when absent or malformed. */
export function readText(params: RawParams, key: string): string | undefined {
  const raw = params.get(key);
  return raw === undefined ? undefined : decodeComponent(raw);
}

/**
 * Each run of digits can be matched one way only (the fraction needs its dot), so a failed match
 * backtracks in linear time: `\d+\.?\d*` split a run of digits every way and took seconds on a
 * crafted link.
 */
const NUMBER_SYNTAX = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A decimal number written in the key (`12`, `-3.5`, `1e-7`), else undefined. */
export function readNumber(params: RawParams, key: string): number | undefined {
  const text = readText(params, key)?.trim();
  return text !== undefined && NUMBER_SYNTAX.test(text) ? Number(text) : undefined;
}

/** The comma-separated items of a key, each decoded on its own so an item may hold an encoded comma. */
export function readList(params: RawParams, key: string): string[] {
  const raw = params.get(key);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map(decodeComponent)
    .filter((item): item is string => item !== undefined);
}

/** Numeric items of a comma-separated key; other items are left out. */
export function readNumberList(params: RawParams, key: string): number[] {
  return readList(params, key)
    .map((item) => item.trim())
    .filter((item) => NUMBER_SYNTAX.test(item))
    .map(Number);
}

/** A value ready to write: text, number, list of either, or nothing. */
export type ParamValue = string | number | readonly (string | number)[] | undefined;

function encodeValue(value: string | number | readonly (string | number)[]): string {
  if (typeof value === 'string') return encodeURIComponent(value);
  if (typeof value === 'number') return String(value);
  return value.map((item) => encodeValue(item)).join(',');
}

/** Writes pairs in the given order as `k=v&k=v`, leaving out undefined values and empty lists. */
export function writeParams(entries: readonly (readonly [string, ParamValue])[]): string {
  return entries
    .filter((entry): entry is readonly [string, string | number | readonly (string | number)[]] => {
      const value = entry[1];
      return value !== undefined && !(Array.isArray(value) && value.length === 0);
    })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeValue(value)}`)
    .join('&');
}

/** Prefixes a written part with its mark, or gives '' when there is nothing to write. */
export function withMark(mark: '?' | '#', body: string): string {
  return body === '' ? '' : `${mark}${body}`;
}
