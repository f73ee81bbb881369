import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ApiErrorSchema } from './api-error';
import type { BinaryEndpointDefinition, EndpointDefinition } from './endpoint';
import { MAX_INPUT_DEPTH } from './request-validation';
import { MAX_LIST_ITEMS, MAX_LIST_TEXT, NOT_BLANK, type WireListMetadata } from './common/wire-values';
import type { DocumentedMetadata } from './documented';
import { OPENAPI_DESCRIPTIONS } from './openapi-descriptions';

/** JSON Schema dialects the converter can write: draft-07 for Fastify's Ajv, openapi-3.0 for documents. */
export type JsonSchemaTarget = 'draft-07' | 'openapi-3.0';

/** A Fastify route `schema`: documentation for @fastify/swagger; validation itself stays with valibot. */
export interface FastifyRouteSchema {
  summary: string;
  tags: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  response: Record<string, JsonSchema>;
}

/**
 * What a 4xx reply means, in words, for the refusals JSON Schema cannot show: rules between fields or
 * against the catalog and the clock (stated on the fields they concern), text the store cannot keep,
 * and ids or content the catalog does not know.
 */
export const REFUSAL_DESCRIPTION =
  'Refused, in the error shape { code, message, details }. 400 when the request breaks this document, details naming each field; ' +
  '400 also when a rule the description of that field states is broken, ' +
  `or when a text holds a NUL character or an unpaired surrogate or a value nests more than ${MAX_INPUT_DEPTH} levels deep, which the store cannot keep. ` +
  '404 when an id, a destination or content the request names is unknown.';

/**
 * One item of a comma-joined list as a pattern without anchors: the item's own pattern when it has
 * one (numbers), else trimmed text without commas within the item's length (codes).
 */
function listItemPattern(item: JsonSchema): string {
  const text = item.type === 'string' ? item : (item.anyOf ?? []).find((branch): branch is JsonSchema => typeof branch === 'object' && branch.type === 'string');
  const anchored = text?.pattern?.match(/^\^(.*)\$$/);
  if (anchored) return `(?:${anchored[1]})`;
  if (text === undefined || (text.pattern !== undefined && text.pattern !== NOT_BLANK.source)) throw new Error('A list item needs a text form the list can document');
  const inner = text.maxLength === undefined ? '[^,]*' : `[^,]{0,${Math.max(0, text.maxLength - 2)}}`;
  return text.maxLength === 1 ? String.raw`[^\s,]` : String.raw`[^\s,](?:${inner}[^\s,])?`;
}

/**
 * How a list is documented: a JSON array (or repeated query keys) of items, or text whose
 * comma-separated parts, trimmed and without the empty ones, are items; in both forms between
 * `minItems` and {@link MAX_LIST_ITEMS} of them.
 */
function listForms(item: v.GenericSchema, minItems: number, target: JsonSchemaTarget): JsonSchema[] {
  const itemSchema = toContractJsonSchema(item, 'request', target);
  const one = listItemPattern(itemSchema);
  // One way only to read the commas and spaces between two items, so a pattern engine that backtracks stays linear.
  const items = `${one}(?:\\s*(?:,\\s*)+${one}){${Math.max(minItems, 1) - 1},${MAX_LIST_ITEMS - 1}}`;
  return [
    { type: 'array', items: itemSchema, ...(minItems > 0 ? { minItems } : {}), maxItems: MAX_LIST_ITEMS },
    { type: 'string', maxLength: MAX_LIST_TEXT, pattern: `^[\\s,]*${minItems > 0 ? items : `(?:${items})?`}[\\s,]*$` },
  ];
}

/** The list a `wireList` step describes, when the action is that step's metadata. */
function wireListOf(action: unknown): WireListMetadata['wireList'] | undefined {
  const { type, metadata } = action as { type: string; metadata?: Partial<WireListMetadata> };
  return type === 'metadata' ? metadata?.wireList : undefined;
}

/** The key of the text a `documented` step names, when the action is that step's metadata. */
function documentedKeyOf(action: unknown): DocumentedMetadata['openApiDescription'] | undefined {
  const { type, metadata } = action as { type: string; metadata?: Partial<DocumentedMetadata> };
  return type === 'metadata' ? metadata?.openApiDescription : undefined;
}

/**
 * Lengths counted in code points (`maxCodePoints`), as JSON Schema counts `maxLength`, which the
 * converter does not know; a `wireList` step's two forms, worked out here from its item so
 * checking values never pays for a conversion; and a `documented` step's text, looked up here so
 * only the document carries it.
 */
function overrideActionFor(target: JsonSchemaTarget): ConversionConfig['overrideAction'] {
  return ({ valibotAction, jsonSchema }) => {
    const documentedKey = documentedKeyOf(valibotAction);
    if (documentedKey !== undefined) {
      // The key is no keyword of the document; its text is, where a `description` step would put it.
      const documented: JsonSchema & { openApiDescription?: unknown } = { ...jsonSchema, description: OPENAPI_DESCRIPTIONS[documentedKey] };
      delete documented.openApiDescription;
      return documented;
    }
    const list = wireListOf(valibotAction);
    if (list !== undefined) {
      // The step's data is no keyword of the document.
      const described: JsonSchema & { wireList?: unknown } = { ...jsonSchema, anyOf: listForms(list.item, list.minItems, target) };
      delete described.wireList;
      return described;
    }
    const { type } = valibotAction;
    if (type !== 'max_code_points' && type !== 'min_code_points') return undefined;
    const requirement = (valibotAction as unknown as { requirement: number }).requirement;
    return type === 'max_code_points' ? { ...jsonSchema, maxLength: requirement } : { ...jsonSchema, minLength: requirement };
  };
}

/**
 * A nullable choice lists `null` among its values: OpenAPI 3.0 (which @fastify/swagger writes as
 * `nullable: true` next to the `enum`) accepts null only when the `enum` lists it.
 */
const overrideSchema: ConversionConfig['overrideSchema'] = ({ valibotSchema, jsonSchema }) => {
  if (valibotSchema.type !== 'nullable' && valibotSchema.type !== 'nullish') return undefined;
  const withNull = (choice: JsonSchema): JsonSchema => {
    if (choice.enum !== undefined) return { ...choice, enum: [...choice.enum, null] };
    if (choice.const === undefined) return choice;
    const { const: value, ...rest } = choice;
    return { ...rest, enum: [value, null] };
  };
  if (jsonSchema.anyOf === undefined) return withNull(jsonSchema);
  return { ...jsonSchema, anyOf: jsonSchema.anyOf.map((branch) => (typeof branch === 'object' && branch.type !== 'null' ? withNull(branch) : branch)) };
};

/**
 * One valibot schema as JSON Schema. Requests are described as clients write them (`input`: digit
 * strings, before transforms); steps JSON Schema cannot express (real-date checks, cross-field rules)
 * are left out rather than failing.
 */
export function toContractJsonSchema(schema: v.GenericSchema, mode: 'request' | 'reply', target: JsonSchemaTarget = 'draft-07'): JsonSchema {
  const converted = toJsonSchema(schema, {
    errorMode: 'ignore',
    typeMode: mode === 'request' ? 'input' : 'ignore',
    target,
    overrideAction: overrideActionFor(target),
    overrideSchema,
  });
  // Each route part is embedded in a larger document (route schema, OpenAPI), where a dialect marker does not belong.
  delete converted.$schema;
  return converted;
}

const isTextForm = (schema: JsonSchema) =>
  schema.type === 'string' || schema.type === 'array' || (schema.enum !== undefined && schema.enum.every((option) => typeof option === 'string'));

/**
 * A value carried in the URL as the text the server reads: the text branches of a union only (a
 * number branch would promise that `lat=1e-7` is a latitude), list items as text, defaults as text.
 */
function asText(schema: JsonSchema): JsonSchema {
  let text = schema;
  if (schema.anyOf !== undefined) {
    const { anyOf, ...rest } = schema;
    const branches = anyOf.filter((branch): branch is JsonSchema => typeof branch === 'object' && isTextForm(branch)).map(asText);
    text = branches.length === 1 ? { ...rest, ...branches[0] } : { ...rest, anyOf: branches };
  } else if (schema.type === 'array' && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    text = { ...schema, items: asText(schema.items) };
  }
  return typeof text.default === 'number' || typeof text.default === 'boolean' ? { ...text, default: String(text.default) } : text;
}

/** Path parameters or a query string: each field as its text (see {@link asText}). */
function urlPartSchema(schema: v.GenericSchema, target: JsonSchemaTarget | undefined): JsonSchema {
  const converted = toContractJsonSchema(schema, 'request', target);
  const properties = Object.entries(converted.properties ?? {}).map(([name, property]) => [name, typeof property === 'object' ? asText(property) : property]);
  return { ...converted, properties: Object.fromEntries(properties) };
}

/** An endpoint's 4xx description: the refusals every endpoint may give, then its own (a session it needs, its conflicts). */
function refusalDescription(endpoint: EndpointDefinition): string {
  return [REFUSAL_DESCRIPTION, ...[endpoint.unauthorized, endpoint.conflicts].flatMap((rule) => (rule === undefined ? [] : [`${rule}.`]))].join(' ');
}

/**
 * The Fastify route schema of an endpoint: params, querystring, body and replies (success plus the
 * shared error shape for 4xx and 5xx), so the OpenAPI document at /api/docs comes from the contract.
 * Path parameters and query values are documented as the text the URL carries.
 */
export function toFastifySchema(endpoint: EndpointDefinition, options: { target?: JsonSchemaTarget } = {}): FastifyRouteSchema {
  const { target } = options;
  const error = toContractJsonSchema(ApiErrorSchema, 'reply', target);
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params === undefined ? {} : { params: urlPartSchema(endpoint.params, target) }),
    ...(endpoint.query === undefined ? {} : { querystring: urlPartSchema(endpoint.query, target) }),
    ...(endpoint.headers === undefined ? {} : { headers: urlPartSchema(endpoint.headers, target) }),
    ...(endpoint.body === undefined ? {} : { body: toContractJsonSchema(endpoint.body, 'request', target) }),
    response: {
      [String(endpoint.status)]: toContractJsonSchema(endpoint.reply, 'reply', target),
      '4xx': { ...error, description: refusalDescription(endpoint) },
      '5xx': error,
    },
  };
}

/**
 * The Fastify route schema of a binary endpoint: its parameters from the contract like any other
 * route, its success reply documented by media type (bytes have no JSON Schema), errors in the shared shape.
 */
export function toFastifyBinarySchema(endpoint: BinaryEndpointDefinition, options: { target?: JsonSchemaTarget } = {}) {
  const { target } = options;
  const error = toContractJsonSchema(ApiErrorSchema, 'reply', target);
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params === undefined ? {} : { params: urlPartSchema(endpoint.params, target) }),
    ...(endpoint.query === undefined ? {} : { querystring: urlPartSchema(endpoint.query, target) }),
    response: {
      [String(endpoint.status)]: { description: endpoint.replyDescription, content: { [endpoint.mediaType]: { schema: { type: 'string' } } } },
      '4xx': { description: REFUSAL_DESCRIPTION, content: { 'application/json': { schema: error } } },
      '5xx': { description: 'Server error', content: { 'application/json': { schema: error } } },
    },
  };
}
