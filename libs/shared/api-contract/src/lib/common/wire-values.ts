import * as v from 'valibot';
import { decimalRangePattern, integerRangePattern } from './number-patterns';
import { documented } from '../documented';
import type { OpenApiDescriptionKey } from '../openapi-descriptions';

/** Message for a number outside its bounds, worded the same everywhere so clients can show it. */
export function rangeMessage(min: number, max: number): string {
  return `must be between ${min} and ${max}`;
}

/** A JSON integer within bounds: bodies carry real numbers. */
export function integerInRange(min: number, max: number) {
  return v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, rangeMessage(min, max)), v.maxValue(max, rangeMessage(min, max)));
}

/** A JSON number within bounds (coordinates, ratings): decimals allowed. */
export function numberInRange(min: number, max: number) {
  return v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.minValue(min, rangeMessage(min, max)), v.maxValue(max, rangeMessage(min, max)));
}

/** A whole number as text: digits without leading zeros, as query strings carry it. */
const WHOLE_NUMBER_TEXT = /^(0|[1-9]\d{0,14})$/;

/** A decimal as text: signed, no leading zeros, any number of decimals. */
const DECIMAL_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;

/** Text shaped like a number, documented (JSON Schema `pattern`) with the expression of its bounds. */
function numberText(shape: RegExp, message: string, range: RegExp) {
  return v.pipe(v.string(message), v.regex(shape, message), v.metadata({ pattern: range.source }));
}

/**
 * The bounds of a number carried as text, checked with the very expression the document shows as its
 * pattern, so the OpenAPI document states the bounds the server enforces. A JSON number was bounded
 * by its own schema. Checked after the union of both forms, so the reply names the bounds, not the form.
 */
function textInRange<TValue extends number | string>(range: RegExp, min: number, max: number) {
  return v.check<TValue, string>((value) => typeof value === 'number' || range.test(value), rangeMessage(min, max));
}

/** A query-string integer: query values arrive as digit strings (no leading zeros), the server wants numbers. */
export function queryInteger(min: number, max: number) {
  const range = integerRangePattern(min, max);
  return v.pipe(numberText(WHOLE_NUMBER_TEXT, 'must be a whole number', range), textInRange<string>(range, min, max), v.transform(Number));
}

/**
 * A path or query integer whose description states a rule the schema cannot (between fields): the
 * description comes before the transform, where the document's converter still reads it.
 */
export function describedQueryInteger(min: number, max: number, description: OpenApiDescriptionKey) {
  const range = integerRangePattern(min, max);
  return v.pipe(numberText(WHOLE_NUMBER_TEXT, 'must be a whole number', range), textInRange<string>(range, min, max), documented(description), v.transform(Number));
}

/** A query-string decimal (coordinates, ratings), signed, with any number of decimals (a map centre's 17 significant digits included). */
export function queryNumber(min: number, max: number) {
  const range = decimalRangePattern(min, max);
  return v.pipe(numberText(DECIMAL_TEXT, 'must be a number', range), textInRange<string>(range, min, max), v.transform(Number));
}

/** Query-string booleans as links and forms write them. */
export const QueryBooleanSchema = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((text) => text === 'true' || text === '1'),
);

/**
 * An integer that may travel as a JSON number or as digits: search criteria use the same schema in
 * bodies and in query strings, so the two can never drift apart.
 */
export function wireInteger(min: number, max: number) {
  const range = integerRangePattern(min, max);
  return v.pipe(
    v.union([integerInRange(min, max), numberText(WHOLE_NUMBER_TEXT, 'must be a whole number', range)], 'must be a whole number'),
    textInRange(range, min, max),
    v.transform(Number),
  );
}

/** A decimal that may travel as a JSON number or as text (query strings). */
export function wireNumber(min: number, max: number) {
  const range = decimalRangePattern(min, max);
  return v.pipe(v.union([numberInRange(min, max), numberText(DECIMAL_TEXT, 'must be a number', range)], 'must be a number'), textInRange(range, min, max), v.transform(Number));
}

/** A boolean that may travel as JSON or as query text. */
export const WireBooleanSchema = v.union([v.boolean(), QueryBooleanSchema], 'must be true or false');

/** Most items a list criterion may carry: enough for any real filter, small enough to bound the work. */
export const MAX_LIST_ITEMS = 50;

/** Longest comma-joined list a query may carry. */
export const MAX_LIST_TEXT = 2000;

/** Text with something besides spaces: the document's pattern for text that is trimmed and must not be empty. */
export const NOT_BLANK = /\S/;

/** What the document needs to show a list's two forms (see `toContractJsonSchema`), kept as data so no conversion runs where the contract is only used to check values. */
export type WireListMetadata = {
  readonly wireList: { readonly item: v.GenericSchema; readonly minItems: number };
};

/**
 * A list that travels as a JSON array, as repeated query keys, or comma-joined (the spec joins stars
 * and tags with commas); always an array afterwards, each item checked by `item`. The document shows
 * both forms with their items.
 */
export function wireList<TItem extends v.GenericSchema>(item: TItem, options: { readonly minItems?: number } = {}) {
  const minItems = options.minItems ?? 0;
  return v.pipe(
    v.union([v.array(v.unknown()), v.pipe(v.string(), v.maxCodePoints(MAX_LIST_TEXT, 'is too long'))], 'must be a list or comma-separated values'),
    v.metadata<string | unknown[], WireListMetadata>({ wireList: { item, minItems } }),
    v.transform((value): unknown[] =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part.length > 0)
        : value,
    ),
    v.array(item),
    v.minLength(minItems, `must have at least ${minItems} item${minItems === 1 ? '' : 's'}`),
    v.maxLength(MAX_LIST_ITEMS, `must have at most ${MAX_LIST_ITEMS} items`),
  ) as v.GenericSchema<v.InferInput<TItem>[] | string, v.InferOutput<TItem>[]>;
}

/**
 * Free text of a request kept bounded (search terms, labels from the client). Characters are counted
 * as JSON Schema counts them (code points), so the document's `maxLength` is the server's bound.
 */
export function boundedText(max: number, message = 'must be text') {
  return v.pipe(v.string(message), v.maxCodePoints(max, `must have at most ${max} characters`));
}

/**
 * Bounded text that is trimmed and must not be empty: checked as sent (length, something besides
 * spaces) and trimmed afterwards, so the document states exactly what is refused.
 */
export function nonBlankText(max: number, message = 'must be text') {
  return v.pipe(boundedText(max, message), v.regex(NOT_BLANK, 'must not be empty'), v.trim());
}

/** A short code such as a facility value, hotel type name or environment key. */
export const CodeSchema = nonBlankText(80);
