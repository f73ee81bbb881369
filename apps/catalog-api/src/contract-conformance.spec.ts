import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import * as fc from 'fast-check';
import * as v from 'valibot';
import {
  ApiErrorSchema,
  BINARY_ENDPOINTS,
  CONTACT_REASON_WITHOUT_BOOKING,
  ENDPOINT_NAMES,
  ENDPOINTS,
  MAP_TILE_INDEX_RULE,
  MAX_INPUT_DEPTH,
  NEWSLETTER_LANGUAGE_RULE,
  STAFF_UNAUTHORIZED,
  type EndpointName,
  type ProductDetail,
  type ProductQuote,
} from '@escapade/api-contract';
import { OPENAPI_DOCUMENT_PATH } from './plugins/openapi';
import { EXAMPLES, MAP_TILE_EXAMPLE, type Example, type JsonValue } from './testing/endpoint-examples';
import type { CatalogSnapshot } from './catalog/catalog-snapshot';
import { stayBasePrice } from './search/stay-price';
import { addDays } from '@escapade/util-market';
import { buildSeededApp, buildSeededCatalogApp, SEEDED_NOW } from './testing/seeded-app';

/**
 * Contract conformance: the OpenAPI document the server publishes and the server itself agree. For
 * every operation of the document, requests generated from its parameter and body schemas are
 * answered as documented when the document accepts them, and refused with a 400 in the API's error
 * shape when one thing the document states is broken; every reply (status, content type, body) is
 * validated against the document. A disagreement fails with the operation and the request.
 *
 * The seed is fixed so a failure reproduces; `CONFORMANCE_SEED=<n>` explores other requests and
 * `CONFORMANCE_RUNS=<n>` sends more (or fewer) of each kind per operation.
 */

const SEED = Number(process.env.CONFORMANCE_SEED ?? 20_250_614);
/** Requests of each kind (accepted, refused) per operation: about 3,500 in all, well under a minute. */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 55);

type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The JSON Schema keywords (OpenAPI 3.0 dialect) the document uses, as the generators read them. */
interface DocumentSchema {
  readonly $ref?: string;
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  readonly nullable?: boolean;
  readonly enum?: readonly JsonValue[];
  readonly const?: JsonValue;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A boolean in OpenAPI 3.0 (the bound itself is excluded), a number in later JSON Schema. */
  readonly exclusiveMinimum?: boolean | number;
  readonly exclusiveMaximum?: boolean | number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly items?: DocumentSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, DocumentSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | DocumentSchema;
  readonly propertyNames?: DocumentSchema;
  readonly anyOf?: readonly DocumentSchema[];
  readonly oneOf?: readonly DocumentSchema[];
  readonly allOf?: readonly DocumentSchema[];
  readonly not?: DocumentSchema;
  readonly description?: string;
  readonly default?: JsonValue;
}

/** Keywords the generators understand: a schema with another one fails the test rather than being generated half-way. */
const KNOWN_KEYWORDS: ReadonlySet<string> = new Set([
  '$ref',
  'type',
  'nullable',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'description',
  'default',
]);

/** Formats the generators can write and break; Ajv checks them with ajv-formats. */
const KNOWN_FORMATS = ['email', 'date-time'] as const;

interface DocumentParameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly description?: string;
  readonly schema: DocumentSchema;
}

interface DocumentMediaType {
  readonly schema?: DocumentSchema;
}

interface DocumentResponse {
  readonly description: string;
  readonly content?: Readonly<Record<string, DocumentMediaType>>;
}

interface DocumentOperation {
  readonly parameters?: readonly DocumentParameter[];
  readonly requestBody?: { readonly required?: boolean; readonly content: Readonly<Record<string, DocumentMediaType>> };
  readonly responses: Readonly<Record<string, DocumentResponse>>;
}

interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, Readonly<Record<string, DocumentOperation>>>>;
}

/** Enough of the document's shape to read it; each schema is then checked keyword by keyword as it is used. */
const OpenApiDocumentShape = v.looseObject({
  openapi: v.pipe(v.string(), v.startsWith('3.0.')),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ responses: v.record(v.string(), v.looseObject({ description: v.string() })) }))),
});

/** An operation to check: a contract endpoint or the image route, with the realistic request that starts its generators. */
interface Target {
  readonly method: HttpMethod;
  /** The path as the document writes it (`/api/hotels/{hotelId}/detail.json`). */
  readonly path: string;
  readonly example: Example;
}

/**
 * Realistic requests of endpoints the fuzz test has no example for (its examples steer what it
 * fuzzes): known ids of the fixture, so the generators reach the success replies of these operations.
 */
const MORE_EXAMPLES: Partial<Record<EndpointName, Example>> = {
  hotelReviews: { params: { hotelId: '1' }, query: { locale: 'fr_FR' } },
};

/**
 * Pages that read the texts of a seeded catalog (the fixture catalog has none): these operations are
 * sent to an app on a small seeded catalog, with examples taken from it (and, where the example needs
 * what a page offers, from that app's pages).
 */
const SEEDED_CATALOG_EXAMPLES: Readonly<Record<string, (snapshot: CatalogSnapshot, app: FastifyInstance) => Example | Promise<Example>>> = {
  'GET /api/weekend/{weekendId}/detail.json': async (snapshot, app) => {
    // A dated stay with activity days to choose, so the reply's every part is there.
    const { offer, checkin } = await stayWithActivityDates(snapshot, app);
    return { params: { weekendId: String(offer.id) }, query: { locale: 'fr_FR', checkin, night: String(offer.nights) } };
  },
  'GET /api/hotels/{hotelId}/detail.json': (snapshot) => ({ params: { hotelId: String(frenchOf(snapshot.offers).hotelId) }, query: { locale: 'fr_FR' } }),
  'GET /api/product/{id}/quote': async (snapshot, app) => {
    const { offer, checkin, selection } = await stayWithActivityDates(snapshot, app);
    return {
      params: { id: String(offer.id) },
      query: { checkin, nights: String(offer.nights), adult: '2', child: '1', baby: '0', activitySelectionList: selection, locale: 'fr_FR' },
    };
  },
  'POST /api/purchase/orders': (snapshot, app) => orderExample(snapshot, app),
  'POST /api/purchase/orders/{orderUuid}/payments': async (snapshot, app) => ({
    params: { orderUuid: await exampleOrderUuid(snapshot, app) },
    headers: { 'idempotency-key': 'conformance-example-payment-0001' },
    body: { method: 'card', returnPath: '/checkout/payment' },
  }),
  'POST /api/purchase/zeppto': async (snapshot, app) => {
    // Another stay than the order example's, whose rooms the orders' generated requests take.
    const example = await orderExample(snapshot, app, 30);
    return {
      headers: { 'idempotency-key': 'conformance-example-wallet-0001' },
      body: { ...(example.body as Record<string, JsonValue>), pspAuthorization: { paymentIntentId: 'pi_sandbox_ok_conformance', paymentMethod: 'apple_pay' } },
    };
  },
  'GET /api/purchase/orders/{orderUuid}': async (snapshot, app) => {
    // The order the example above places (its first answer, replayed when the example is sent again).
    const example = await orderExample(snapshot, app);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/purchase/orders',
      headers: { ...example.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(example.body),
    });
    if (reply.statusCode !== 201) throw new Error(`the example order was answered ${reply.statusCode} ${reply.body}`);
    return { params: { orderUuid: (reply.json() as { orderUuid: string }).orderUuid } };
  },
  'GET /api/product/{id}/upsells': (snapshot) => {
    const offer = frenchOf(snapshot.offers.filter((candidate) => snapshot.offers.some((other) => other.id !== candidate.id && other.hotelId === candidate.hotelId)));
    return { params: { id: String(offer.id) }, query: { checkin: openCheckinOf(offer), nights: String(offer.nights), adult: '2', child: '1', baby: '0', locale: 'fr_FR' } };
  },
  'GET /api/product/{id}/recommended-offers': (snapshot) => {
    const offer = frenchOf(snapshot.offers);
    return {
      params: { id: String(offer.id) },
      query: { flow: 'booking', checkin: openCheckinOf(offer), nights: String(offer.nights), adult: '2', child: '1', baby: '0', locale: 'fr_FR' },
    };
  },
  'GET /api/activity-only/weekend/{productId}/detail.json': (snapshot) => ({
    params: { productId: String(frenchOf(snapshot.activityOnlyProducts).id) },
    query: { locale: 'fr_FR' },
  }),
};

/** The UUID of the order {@link orderExample} places (its first answer, replayed when it is sent again). */
async function exampleOrderUuid(snapshot: CatalogSnapshot, app: FastifyInstance): Promise<string> {
  const example = await orderExample(snapshot, app);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/purchase/orders',
    headers: { ...example.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(example.body),
  });
  if (reply.statusCode !== 201) throw new Error(`the example order was answered ${reply.statusCode} ${reply.body}`);
  return (reply.json() as { orderUuid: string }).orderUuid;
}

/** An order of the stay below at the quote's amount, as the checkout sends it, with its idempotency key. */
async function orderExample(snapshot: CatalogSnapshot, app: FastifyInstance, firstDays = 2): Promise<Example> {
  const { offer, checkin, selection } = await stayWithActivityDates(snapshot, app, firstDays);
  const quote = (
    await app.inject({ url: `/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&adult=2&child=1&baby=0&activitySelectionList=${selection}` })
  ).json() as ProductQuote;
  if (!quote.bookable || !quote.priceInfo) throw new Error(`the example stay of offer ${offer.id} on ${checkin} is not bookable`);
  return {
    headers: { 'idempotency-key': 'conformance-example-order-0001' },
    body: {
      locale: 'fr_FR',
      currency: 'EUR',
      expectedAmount: quote.priceInfo.sellPrice,
      buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78', postalCode: '74000', country: 'FR' },
      items: {
        shortStayItem: {
          reservationCriteria: {
            offerId: offer.id,
            travelPeriod: quote.reservationCriteria.travelPeriod,
            pax: quote.reservationCriteria.pax,
            activityDaySelections: quote.reservationCriteria.activityDaySelections,
            minisiteId: null,
          },
        },
        insuranceItem: { choice: quote.cancellationPolicy?.cancellable ? 'flexible' : 'withoutInsurance' },
      },
      specialRequest: 'Une chambre au calme, si possible.',
    },
  };
}

/** The first French stay of its own length whose page offers activity days to choose, and the selection of one of them. */
async function stayWithActivityDates(
  snapshot: CatalogSnapshot,
  app: FastifyInstance,
  firstDays = 2,
): Promise<{ offer: CatalogSnapshot['offers'][number]; checkin: string; selection: string }> {
  for (const offer of snapshot.offers.filter((candidate) => candidate.markets.includes('fr_FR') && candidate.nights > 1)) {
    const checkin = openCheckinOf(offer, firstDays);
    const reply = await app.inject({ url: `/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}` });
    const choice = (reply.json() as ProductDetail).activityDates?.[0];
    if (choice !== undefined) return { offer, checkin, selection: choice.dates[choice.dates.length - 1].value };
  }
  throw new Error('the seeded catalog has no French stay with activity days to choose');
}

function openCheckinOf(offer: CatalogSnapshot['offers'][number], firstDays = 2): string {
  for (let day = addDays(SEEDED_NOW.toISOString().slice(0, 10), firstDays), tries = 0; tries < 300; day = addDays(day, 1), tries++) {
    if (stayBasePrice(offer.calendar, day, offer.nights) !== null) return day;
  }
  throw new Error(`offer ${offer.id} has no open stay in the seeded year`);
}

function frenchOf<T extends { readonly markets: readonly string[] }>(items: readonly T[]): T {
  const found = items.find((item) => item.markets.includes('fr_FR'));
  if (found === undefined) throw new Error('the seeded catalog sells nothing in France');
  return found;
}

const documentPath = (path: string) => `/api${path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}')}`;

/** Every endpoint of the contract (JSON and binary) and the image route: the document must list these operations and no other. */
const TARGETS: readonly Target[] = [
  ...ENDPOINT_NAMES.map((name) => ({ method: ENDPOINTS[name].method, path: documentPath(ENDPOINTS[name].path), example: EXAMPLES[name] ?? MORE_EXAMPLES[name] ?? {} })),
  { method: 'GET', path: '/api/images/{id}/{file}', example: { params: { id: '12', file: 'LARGE.svg' } } },
  { method: BINARY_ENDPOINTS.mapTile.method, path: documentPath(BINARY_ENDPOINTS.mapTile.path), example: MAP_TILE_EXAMPLE },
];

const labelOf = (target: Target) => `${target.method} ${target.path}`;

/** One request in the document's terms: values of path and query parameters (before they become text) and the JSON body. */
interface ContractRequest {
  readonly path: Readonly<Record<string, JsonValue>>;
  readonly query: Readonly<Record<string, JsonValue>>;
  /** Header parameters (an idempotency key), absent when the operation takes none. */
  readonly headers?: Readonly<Record<string, JsonValue>>;
  /** Absent when the operation takes no body (or a broken request leaves the required one out). */
  readonly body?: JsonValue;
}

/** A request with one thing the document states broken, and what. */
interface BrokenRequest {
  readonly request: ContractRequest;
  readonly broken: string;
}

/** A value with one thing broken, or a property taken away. */
interface BrokenValue {
  readonly value: JsonValue | typeof ABSENT;
  readonly broken: string;
}

/** A property left out of an object, a parameter left out of a request. */
const ABSENT: unique symbol = Symbol('absent');

/** A schema and where it sits in the document (a JSON pointer), so Ajv checks the very schema the generator read. */
interface Located {
  readonly schema: DocumentSchema;
  readonly pointer: string;
}

const escapePointer = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

function child(location: Located, ...keys: (string | number)[]): Located {
  let schema: unknown = location.schema;
  for (const key of keys) schema = (schema as Record<string, unknown>)[key];
  return { schema: schema as DocumentSchema, pointer: `${location.pointer}/${keys.map((key) => escapePointer(String(key))).join('/')}` };
}

function isObject(value: unknown): value is { [key: string]: JsonValue } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Length as JSON Schema counts it: Unicode code points, not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

/**
 * The document read through Ajv: every schema is compiled by its place in the document, so the checks
 * see exactly what a client of the document sees. Query and path parameters travel as text, so they
 * are checked as the text the server receives, read back as the types the schema names (Ajv's type
 * coercion, as OpenAPI's `form` and `simple` styles serialise them).
 */
class DocumentChecks {
  private readonly strict = DocumentChecks.ajv(false);
  private readonly textual = DocumentChecks.ajv('array');
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.strict.addSchema(document, 'openapi.json');
    this.textual.addSchema(document, 'openapi.json');
  }

  /** Strict Ajv: a keyword it does not know fails, so a schema is never checked half-way. */
  private static ajv(coerceTypes: false | 'array'): Ajv {
    const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true, coerceTypes, validateSchema: false });
    // The document's own fields around its schemas, which Ajv reads as unknown keywords of the root.
    ajv.addVocabulary(['openapi', 'info', 'paths', 'components', 'servers', 'tags']);
    addFormats(ajv, [...KNOWN_FORMATS]);
    return ajv;
  }

  private validator(pointer: string, text: boolean): ValidateFunction {
    const key = `${text ? 'text' : 'json'} ${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const ref = `openapi.json${pointer}`;
      // Coercion needs a parent to write the read-back value into: the text is checked as `{ value }`.
      validate = text ? this.textual.compile({ type: 'object', properties: { value: { $ref: ref } } }) : this.strict.compile({ $ref: ref });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** Why the schema at `pointer` refuses a JSON value (nothing when it accepts it). */
  problems(pointer: string, value: JsonValue, field: string): string[] {
    const validate = this.validator(pointer, false);
    return validate(value) ? [] : [this.strict.errorsText(validate.errors, { dataVar: field })];
  }

  /** Why the schema at `pointer` refuses a parameter sent as this text (or these texts, for a repeated key). */
  textProblems(pointer: string, text: string | string[], field: string): string[] {
    const validate = this.validator(pointer, true);
    return validate({ value: structuredClone(text) }) ? [] : [this.textual.errorsText(validate.errors, { dataVar: field }).replace(`${field}/value`, field)];
  }

  accepts(location: Located, value: JsonValue): boolean {
    return this.problems(location.pointer, value, 'value').length === 0;
  }

  /** The schema a `$ref` points to (within this document), followed until a schema without one. */
  resolve(location: Located): Located {
    let current = location;
    for (let hops = 0; current.schema.$ref !== undefined; hops++) {
      const ref = current.schema.$ref;
      if (!ref.startsWith('#/') || hops > 20) throw new Error(`${current.pointer}: unsupported $ref ${ref}`);
      const keys = ref
        .slice(2)
        .split('/')
        .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'));
      current = child({ schema: this.document as unknown as DocumentSchema, pointer: '#' }, ...keys);
    }
    const unknown = Object.keys(current.schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
    if (unknown.length > 0) throw new Error(`${current.pointer}: the generators do not know ${unknown.join(', ')}; teach them before relying on this test`);
    if (current.schema.format !== undefined && !(KNOWN_FORMATS as readonly string[]).includes(current.schema.format))
      throw new Error(`${current.pointer}: unknown format ${current.schema.format}`);
    return current;
  }
}

/** The operation in the document and where it sits. */
interface OperationUnderTest {
  readonly target: Target;
  readonly label: string;
  readonly operation: DocumentOperation;
  readonly location: Located;
}

function operationOf(document: OpenApiDocument, target: Target): OperationUnderTest {
  const operation = document.paths[target.path]?.[target.method.toLowerCase()];
  if (!operation) throw new Error(`The document has no ${labelOf(target)}`);
  return {
    target,
    label: labelOf(target),
    operation,
    location: { schema: operation as unknown as DocumentSchema, pointer: `#/paths/${escapePointer(target.path)}/${target.method.toLowerCase()}` },
  };
}

/** The parameters a request can carry: path, query and header ones (the document uses no cookie parameters; one would fail here). */
function parametersOf(subject: OperationUnderTest): { parameter: DocumentParameter; location: Located }[] {
  return (subject.operation.parameters ?? []).map((parameter, index) => {
    if (parameter.in === 'cookie') throw new Error(`${subject.label}: ${parameter.in} parameters are not generated yet`);
    return { parameter, location: child(subject.location, 'parameters', index, 'schema') };
  });
}

/**
 * Whether the document states anything about the request a client could get wrong: a body, a
 * required query parameter, or a parameter narrower than "any text". The image route, for one,
 * takes any id and file name and answers an unknown one with its documented 404.
 */
function statesRequestRules(subject: OperationUnderTest): boolean {
  const narrowed = parametersOf(subject).some(({ parameter }) => (parameter.in !== 'path' && parameter.required) || JSON.stringify(parameter.schema) !== '{"type":"string"}');
  return narrowed || subject.operation.requestBody !== undefined;
}

/** The JSON body's schema, when the operation takes one. */
function bodyOf(subject: OperationUnderTest): { location: Located; required: boolean } | undefined {
  const { requestBody } = subject.operation;
  if (!requestBody) return undefined;
  const types = Object.keys(requestBody.content);
  if (types.join() !== 'application/json') throw new Error(`${subject.label}: bodies of ${types.join(', ')} are not generated yet`);
  return { location: child(subject.location, 'requestBody', 'content', 'application/json', 'schema'), required: requestBody.required === true };
}

// ---------------------------------------------------------------------------------------------
// Requests as they travel: parameters as text, the body as JSON.

/** A parameter value as text (OpenAPI's `form` and `simple` styles): numbers and booleans as JSON writes them. */
function textOf(value: JsonValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  throw new Error(`No text form for ${JSON.stringify(value)}`);
}

/** What the server receives for a parameter: one text, or several for a list (a repeated query key); nothing for an empty list. */
function wireOf(value: JsonValue): string | string[] | undefined {
  if (!Array.isArray(value)) return textOf(value);
  const texts = value.map(textOf);
  if (texts.length === 0) return undefined;
  return texts.length === 1 ? texts[0] : texts;
}

function urlOf(subject: OperationUnderTest, request: ContractRequest): string {
  const path = subject.target.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(textOf(request.path[name])));
  const pairs = Object.entries(request.query).flatMap(([name, value]) => {
    const wire = wireOf(value);
    return (wire === undefined ? [] : Array.isArray(wire) ? wire : [wire]).map((text) => `${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  });
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

function describeRequest(subject: OperationUnderTest, request: ContractRequest): string {
  const body = request.body === undefined ? '' : ` body=${clip(JSON.stringify(request.body), 600)}`;
  return `${subject.target.method} ${clip(urlOf(subject, request), 600)}${body}`;
}

async function send(app: FastifyInstance, subject: OperationUnderTest, request: ContractRequest): Promise<LightMyRequestResponse> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const parameters = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name, textOf(value)]));
  // The example's headers the document does not describe (a session cookie) go with every request; those it describes (an
  // idempotency key) travel only as the generated request carries them, so a request that leaves one out is sent without it.
  const described = new Set(parametersOf(subject).flatMap(({ parameter }) => (parameter.in === 'header' ? [parameter.name] : [])));
  const undescribed = Object.fromEntries(Object.entries(subject.target.example.headers ?? {}).filter(([name]) => !described.has(name)));
  const headers = { ...undescribed, ...parameters, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
  return app.inject({ method: subject.target.method, url: urlOf(subject, request), headers, payload });
}

/** Why the document refuses a request (nothing when it accepts it). */
function requestProblems(checks: DocumentChecks, subject: OperationUnderTest, request: ContractRequest): string[] {
  const problems: string[] = [];
  for (const { parameter, location } of parametersOf(subject)) {
    const field = `${parameter.in}.${parameter.name}`;
    const value = partOf(request, parameter)[parameter.name];
    const wire = value === undefined ? undefined : wireOf(value);
    if (wire === undefined) {
      if (parameter.required) problems.push(`${field} is required`);
      continue;
    }
    problems.push(...checks.textProblems(location.pointer, wire, field));
  }
  const body = bodyOf(subject);
  if (body && request.body === undefined && body.required) problems.push('the body is required');
  if (body && request.body !== undefined) problems.push(...checks.problems(body.location.pointer, request.body, 'body'));
  return problems;
}

/** The documented response for a status: the status itself, its range (`4XX`), or `default`. */
function responseKey(operation: DocumentOperation, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in operation.responses);
}

/** Why a reply breaks the document: a status it does not list, a content type it does not give, a body its schema refuses. */
function replyProblems(checks: DocumentChecks, subject: OperationUnderTest, reply: LightMyRequestResponse): string[] {
  const key = responseKey(subject.operation, reply.statusCode);
  if (key === undefined) return [`status ${reply.statusCode} is not documented (the document lists ${Object.keys(subject.operation.responses).join(', ')})`];
  const { content } = subject.operation.responses[key];
  const contentType = String(reply.headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (content === undefined) return reply.body === '' ? [] : [`${reply.statusCode} has a ${contentType || 'body'} the document does not describe (no content under ${key})`];
  if (!(mediaType in content)) return [`${reply.statusCode} is ${contentType || 'without a content type'}, the document gives ${Object.keys(content).join(', ')} under ${key}`];
  if (content[mediaType].schema === undefined) return [];
  let body: JsonValue;
  try {
    body = mediaType.endsWith('json') ? (JSON.parse(reply.body) as JsonValue) : reply.body;
  } catch {
    return [`${reply.statusCode} is not the JSON its content type says: ${clip(reply.body)}`];
  }
  const pointer = `${subject.location.pointer}/responses/${escapePointer(key)}/content/${escapePointer(mediaType)}/schema`;
  return checks.problems(pointer, body, 'reply').map((problem) => `${reply.statusCode} body breaks the document's schema under ${key}: ${clip(problem, 600)}`);
}

// ---------------------------------------------------------------------------------------------
// Refusals of requests the schemas accept: rules JSON Schema cannot state, stated in words.

/**
 * What the document says, in the description of each operation's 4XX reply, about refusals its
 * schemas cannot show; a request the schemas accept may still get these, and no other 4xx.
 */
const REFUSALS_IN_WORDS = {
  rule: '400 also when a rule the description of that field states is broken',
  unstorable: 'when a text holds a NUL character or an unpaired surrogate or a value nests more than',
  unknown: '404 when an id, a destination or content the request names is unknown',
  unauthorized: STAFF_UNAUTHORIZED,
} as const;

/** The server's reasons for text or nesting the store cannot keep (see {@link REFUSALS_IN_WORDS}). */
const UNSTORABLE_MESSAGES = ['must not contain NUL characters or unpaired surrogates', `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`];

/**
 * The rules between fields, or against the catalog and the clock, that the document states in the
 * description of the field a 400 names: each entry quotes the document, and a 400 is allowed only on
 * a field whose description carries the quote.
 */
const RULES_STATED_IN_WORDS: Readonly<Record<string, string>> = {
  checkin: 'Refused (400) when it can no longer be booked',
  checkout: 'needs a checkin, must be after checkin',
  night: 'needs a checkin; with checkout too, must match checkin and checkout',
  lat: 'sent with lng',
  lng: 'sent with lat',
  distanceMin: 'needs lat and lng (400 without them)',
  distanceMax: 'needs lat and lng (400 without them); must not be below distanceMin',
  priceMax: 'must not be below priceMin',
  singleVoucherPriceMax: 'must not be below singleVoucherPriceMin',
  orderBy: 'Another sort is refused (400)',
  month: 'Refused (400) outside the months the calendar covers',
  nights: 'Refused (400) above the longest stay the product sells',
  activitySelectionList: 'Refused (400) when an activity is not one whose day the visitor chooses',
  x: MAP_TILE_INDEX_RULE,
  y: MAP_TILE_INDEX_RULE,
  language: NEWSLETTER_LANGUAGE_RULE,
  bookingNumber: `Required unless the reason is ${CONTACT_REASON_WITHOUT_BOOKING}`,
  checkinDate: 'Refused (400) when it can no longer be booked',
  checkoutDate: 'Refused (400) when not after checkinDate or more nights after it than the product sells',
  activityDaySelections: 'Refused (400) with ‘Please choose your activity dates.’ when one of them has no day',
  shortStayItem: 'Exactly one of shortStayItem, activityVoucherItem and giftItem (400 with two or none)',
  activityVoucherItem: 'Exactly one of shortStayItem, activityVoucherItem and giftItem (400 with two or none)',
  giftItem: 'Exactly one of shortStayItem, activityVoucherItem and giftItem (400 with two or none)',
  insuranceItem: 'Required with shortStayItem, refused (400) with activityVoucherItem or giftItem',
  deliveryAddress: 'Required for a physical voucher, refused (400) for a digital one',
};

/** The description the document gives a field a reply names (`query.checkout`, `body.searchCriterias.lat`). */
function descriptionOf(checks: DocumentChecks, subject: OperationUnderTest, field: string): string | undefined {
  const [part, name, ...rest] = field.split('.');
  if (part === 'query' || part === 'params' || part === 'headers') {
    const place = part === 'query' ? 'query' : part === 'headers' ? 'header' : 'path';
    const parameter = parametersOf(subject).find((candidate) => candidate.parameter.in === place && candidate.parameter.name === name)?.parameter;
    return parameter?.description;
  }
  const body = bodyOf(subject);
  if (part !== 'body' || !body) return undefined;
  let locations = [checks.resolve(body.location)];
  for (const key of [name, ...rest].filter((segment) => segment !== undefined)) {
    locations = locations
      .flatMap((location) => [location, ...branchesOf(location).map((branch) => checks.resolve(branch))])
      .filter((location) => location.schema.properties?.[key] !== undefined)
      .map((location) => checks.resolve(child(location, 'properties', key)));
  }
  return locations.map((location) => location.schema.description).find((description) => description !== undefined);
}

/** The value a reply's field names (`body.events.0.params`), or the deepest part of it the request has. */
function valueAtField(request: ContractRequest, field: string): JsonValue | undefined {
  const [part, ...keys] = field.split('.');
  let value: JsonValue | undefined = part === 'params' ? { ...request.path } : part === 'query' ? { ...request.query } : part === 'headers' ? { ...request.headers } : request.body;
  for (const key of keys) {
    const next: JsonValue | undefined = Array.isArray(value) ? value[Number(key)] : isObject(value) ? value[key] : undefined;
    if (next === undefined) break;
    value = next;
  }
  return value;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a value holds text the store cannot keep (a NUL, an unpaired surrogate, in a value or a key) or deep nesting. */
function holdsUnstorable(value: JsonValue | undefined, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return depth >= MAX_INPUT_DEPTH || value.some((item) => holdsUnstorable(item, depth + 1));
  if (!isObject(value)) return false;
  return depth >= MAX_INPUT_DEPTH || Object.entries(value).some(([key, item]) => holdsUnstorable(key) || holdsUnstorable(item, depth + 1));
}

/** Whether the request carries the field a reply names (its parameter or top-level body property). */
function carries(request: ContractRequest, field: string): boolean {
  const [part, name] = field.split('.');
  const values = part === 'params' ? request.path : part === 'query' ? request.query : part === 'headers' ? (request.headers ?? {}) : isObject(request.body) ? request.body : {};
  return name !== undefined && values[name] !== undefined;
}

const IssueListSchema = v.array(v.object({ field: v.string(), message: v.string() }));

/** A 4xx the document explains for a request its schemas accept (see {@link REFUSALS_IN_WORDS}), or why not. */
function unexplainedRefusal(checks: DocumentChecks, subject: OperationUnderTest, request: ContractRequest, reply: LightMyRequestResponse): string | undefined {
  const body: unknown = reply.json();
  const description = subject.operation.responses[responseKey(subject.operation, reply.statusCode) ?? '']?.description ?? '';
  const issues = v.safeParse(v.object({ code: v.string(), details: IssueListSchema }), body);
  if (!issues.success || issues.output.details.length === 0) return 'it names no field';
  const { code, details } = issues.output;
  if (reply.statusCode === 404 && code === 'NOT_FOUND') {
    if (!description.includes(REFUSALS_IN_WORDS.unknown)) return `the document does not say "${REFUSALS_IN_WORDS.unknown}"`;
    const uncarried = details.filter((detail) => !detail.message.startsWith('unknown ') || !carries(request, detail.field));
    return uncarried.length === 0 ? undefined : `${uncarried.map((detail) => detail.field).join(', ')} is not an unknown value the request names`;
  }
  if (reply.statusCode === 400 && code === 'BAD_REQUEST') {
    if (!description.includes(REFUSALS_IN_WORDS.rule)) return `the document does not say "${REFUSALS_IN_WORDS.rule}"`;
    const unstated = details.filter((detail) => {
      if (UNSTORABLE_MESSAGES.includes(detail.message)) return !description.includes(REFUSALS_IN_WORDS.unstorable) || !holdsUnstorable(valueAtField(request, detail.field));
      const rule = RULES_STATED_IN_WORDS[detail.field.split('.').at(-1) ?? ''];
      return rule === undefined || !(descriptionOf(checks, subject, detail.field) ?? '').includes(rule);
    });
    return unstated.length === 0 ? undefined : `the document states no rule on ${unstated.map((detail) => `${detail.field} ("${detail.message}")`).join(', ')}`;
  }
  // A conflict (409, 422), or a refusal of the account calls (401 wrong credentials, 403 another site, 429 the sign-in
  // brake), is explained when the document names its status and code: `409 PRICE_CHANGED when …`.
  if ([401, 403, 409, 422, 429].includes(reply.statusCode) && code !== 'BAD_REQUEST' && code !== 'UNAUTHORIZED')
    return description.includes(`${reply.statusCode} ${code} when`) ? undefined : `the document does not say "${reply.statusCode} ${code} when"`;
  if (reply.statusCode === 401 && code === 'UNAUTHORIZED')
    return description.includes(REFUSALS_IN_WORDS.unauthorized) ? undefined : `the document does not say "${REFUSALS_IN_WORDS.unauthorized}"`;
  return `${reply.statusCode} ${code} is not a refusal the document explains`;
}

// ---------------------------------------------------------------------------------------------
// Values the document accepts.

function branchesOf(location: Located): Located[] {
  const { anyOf, oneOf, allOf } = location.schema;
  if (anyOf) return anyOf.map((_branch, index) => child(location, 'anyOf', index));
  if (oneOf) return oneOf.map((_branch, index) => child(location, 'oneOf', index));
  if (allOf) return allOf.map((_branch, index) => child(location, 'allOf', index));
  return [];
}

/** `not: {}`: no value is allowed, so the property must stay absent. */
const acceptsNothing = (schema: DocumentSchema) => schema.not !== undefined && Object.keys(schema.not).length === 0;

/** Text as clients write it: mostly printable ASCII, also any Unicode (astral characters, controls, NUL). */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
  );
}

/** A number bound: the bound itself and whether it is excluded, in either dialect of JSON Schema. */
function bound(limit: number | undefined, exclusive: boolean | number | undefined): { value: number; excluded: boolean } | undefined {
  if (typeof exclusive === 'number') return { value: exclusive, excluded: true };
  return limit === undefined ? undefined : { value: limit, excluded: exclusive === true };
}

function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  return min >= -(2 ** 31) && max < 2 ** 31 ? fc.integer({ min, max }) : fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

const FORMAT_VALUES: Readonly<Record<(typeof KNOWN_FORMATS)[number], fc.Arbitrary<string>>> = {
  email: fc.emailAddress(),
  'date-time': fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
};

/**
 * Texts a pattern matches. fast-check generates no lookaheads: a pattern that opens with one (`^(?=…)`,
 * a rule over the whole text such as a count of digits) is generated from the rest, filtered by the whole.
 */
function matchingText(pattern: string): fc.Arbitrary<string> {
  const whole = new RegExp(pattern, 'u');
  const end = leadingLookaheadEnd(pattern);
  if (end === undefined) return fc.stringMatching(whole);
  return fc.stringMatching(new RegExp(`^${pattern.slice(end)}`, 'u')).filter((value) => whole.test(value));
}

/** Where the lookahead a pattern opens with (`^(?=…)`) ends, or undefined when it opens with none. */
function leadingLookaheadEnd(pattern: string): number | undefined {
  if (!pattern.startsWith('^(?=')) return undefined;
  let depth = 0;
  let inClass = false;
  for (let index = 1; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') index += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index + 1;
  }
  return undefined;
}

/** Texts most patterns refuse: blank, a word for a number, a sign or fraction for a whole number, too long an item, too many items. */
const PATTERN_MISSES = ['', ' ', 'x', '-1', '1.5', '1e3', 'a'.repeat(200), Array.from({ length: 60 }, () => '1').join(','), Array.from({ length: 60 }, () => 'a').join(',')];

/** Builds fast-check arbitraries from the document's schemas: values they accept, and values with one thing they state broken. */
class ValueGenerators {
  constructor(private readonly checks: DocumentChecks) {}

  /** A value the schema accepts; the example (a realistic value) and the documented default come up too. */
  valid(location: Located, example?: JsonValue): fc.Arbitrary<JsonValue> {
    const at = this.checks.resolve(location);
    const generated = at.schema.nullable
      ? fc.oneof({ weight: 6, arbitrary: this.validNotNull(at, example) }, { weight: 1, arbitrary: fc.constant(null) })
      : this.validNotNull(at, example);
    const known = [example, at.schema.default].filter((value): value is JsonValue => value !== undefined);
    return known.length === 0 ? generated : fc.oneof({ weight: 3, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...known) });
  }

  private validNotNull(at: Located, example: JsonValue | undefined): fc.Arbitrary<JsonValue> {
    const { schema } = at;
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.anyOf) return fc.oneof(...branchesOf(at).map((branch) => this.valid(branch, example)));
    if (schema.oneOf) {
      const branches = branchesOf(at);
      return fc.oneof(...branches.map((branch) => this.valid(branch, example))).filter((value) => branches.filter((branch) => this.checks.accepts(branch, value)).length === 1);
    }
    if (schema.allOf) {
      const [first, ...others] = branchesOf(at);
      return this.valid(first, example).filter((value) => others.every((branch) => this.checks.accepts(branch, value)));
    }
    switch (schema.type) {
      case 'string':
        return this.validText(at);
      case 'integer':
      case 'number':
        return this.validNumber(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.validList(at, Array.isArray(example) ? example : undefined);
      case 'object':
        return this.validObject(at, isObject(example) ? example : undefined);
      default:
        if (schema.not !== undefined) throw new Error(`${at.pointer}: values for "not" are not generated yet`);
        // No constraint: any JSON value.
        return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>;
    }
  }

  private validText(at: Located): fc.Arbitrary<string> {
    const { minLength = 0, maxLength, pattern, format } = at.schema;
    const fits = (value: string) => codePoints(value) >= minLength && (maxLength === undefined || codePoints(value) <= maxLength);
    if (pattern !== undefined || format !== undefined) {
      const source = pattern !== undefined ? matchingText(pattern) : FORMAT_VALUES[format as (typeof KNOWN_FORMATS)[number]];
      return source.filter((value) => fits(value) && (pattern === undefined || format === undefined || this.checks.accepts(at, value)));
    }
    const upper = maxLength === undefined ? minLength + 30 : Math.min(maxLength, minLength + 30);
    const common = text(minLength, upper).filter(fits);
    if (maxLength === undefined || maxLength <= upper) return common;
    // The longest text the document allows, counted in code points as JSON Schema counts.
    return fc.oneof({ weight: 5, arbitrary: common }, { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: maxLength, maxLength }) });
  }

  private validNumber(schema: DocumentSchema): fc.Arbitrary<number> {
    const low = bound(schema.minimum, schema.exclusiveMinimum);
    const high = bound(schema.maximum, schema.exclusiveMaximum);
    if (schema.type === 'integer') {
      const min = low === undefined ? Number.MIN_SAFE_INTEGER : low.excluded ? Math.floor(low.value) + 1 : Math.ceil(low.value);
      const max = high === undefined ? Number.MAX_SAFE_INTEGER : high.excluded ? Math.ceil(high.value) - 1 : Math.floor(high.value);
      return fc.oneof({ weight: 4, arbitrary: integerBetween(min, max) }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
    }
    const doubles = fc.double({
      min: low?.value ?? -Number.MAX_VALUE,
      max: high?.value ?? Number.MAX_VALUE,
      minExcluded: low?.excluded ?? false,
      maxExcluded: high?.excluded ?? false,
      noNaN: true,
      noDefaultInfinity: true,
    });
    const edges = [low, high].filter((edge) => edge !== undefined && !edge.excluded).map((edge) => edge?.value ?? 0);
    return edges.length === 0 ? doubles : fc.oneof({ weight: 4, arbitrary: doubles }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
  }

  private validList(at: Located, example: JsonValue[] | undefined): fc.Arbitrary<JsonValue[]> {
    const { minItems = 0, maxItems } = at.schema;
    const items = at.schema.items === undefined ? (fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>) : this.valid(child(at, 'items'), example?.[0]);
    const upper = maxItems === undefined ? minItems + 4 : Math.min(maxItems, minItems + 4);
    const common = fc.array(items, { minLength: minItems, maxLength: upper });
    if (maxItems === undefined || maxItems <= upper) return common;
    return fc.oneof({ weight: 5, arbitrary: common }, { weight: 1, arbitrary: fc.array(items, { minLength: maxItems, maxLength: maxItems }) });
  }

  private validObject(at: Located, example: { [key: string]: JsonValue } | undefined): fc.Arbitrary<JsonValue> {
    const { properties = {}, required = [], additionalProperties } = at.schema;
    const entries = Object.keys(properties).map((key) => fc.tuple(fc.constant(key), this.maybe(child(at, 'properties', key), required.includes(key), example?.[key])));
    const extras = this.extraProperties(at, additionalProperties, Object.keys(properties));
    return fc.tuple(fc.tuple(...entries), extras).map(([pairs, extra]) => {
      const value: { [key: string]: JsonValue } = {};
      for (const [key, item] of [...Object.entries(extra), ...pairs])
        if (item !== ABSENT) Object.defineProperty(value, key, { value: item, enumerable: true, writable: true, configurable: true });
      return value;
    });
  }

  /**
   * A property or parameter: always there when required; otherwise there now and then, more often
   * when the example has it, so a request mixes realistic values with a few generated ones.
   */
  maybe(location: Located, required: boolean, example: JsonValue | undefined): fc.Arbitrary<JsonValue | typeof ABSENT> {
    if (required) return this.valid(location, example);
    if (acceptsNothing(this.checks.resolve(location).schema)) return fc.constant(ABSENT);
    return fc.oneof({ weight: example === undefined ? 4 : 1, arbitrary: fc.constant(ABSENT) }, { weight: example === undefined ? 1 : 3, arbitrary: this.valid(location, example) });
  }

  /** Properties beyond the listed ones, as `additionalProperties` allows them (any, when it says nothing). */
  private extraProperties(at: Located, additional: boolean | DocumentSchema | undefined, listed: readonly string[]): fc.Arbitrary<Record<string, JsonValue>> {
    if (additional === false) return fc.constant({});
    const names = at.schema.propertyNames === undefined ? text(1, 12) : (this.valid(child(at, 'propertyNames')) as fc.Arbitrary<string>);
    const values = additional === undefined || additional === true ? (fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>) : this.valid(child(at, 'additionalProperties'));
    const extra = fc.dictionary(
      names.filter((name) => !listed.includes(name)),
      values,
      { maxKeys: 3 },
    );
    return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra });
  }

  // -------------------------------------------------------------------------------------------
  // Values with one thing the document states broken.

  /** Ways to break a value in place: one of its parts, one property taken away or added, or the whole value replaced. */
  breakings(location: Located, value: JsonValue, field: string): fc.Arbitrary<BrokenValue>[] {
    const at = this.checks.resolve(location);
    const inPlace = [at, ...branchesOf(at).map((branch) => this.checks.resolve(branch))].filter(
      (candidate) => candidate.schema.type !== undefined && this.checks.accepts(candidate, value),
    );
    return [...this.refused(at, field), ...inPlace.flatMap((candidate) => this.partBreakings(candidate, value, field))];
  }

  private partBreakings(at: Located, value: JsonValue, field: string): fc.Arbitrary<BrokenValue>[] {
    const { schema } = at;
    if (schema.type === 'object' && isObject(value)) {
      const { properties = {}, required = [], additionalProperties } = schema;
      const breakings: fc.Arbitrary<BrokenValue>[] = [];
      const withProperty = (key: string, item: BrokenValue): BrokenValue => {
        const copy: { [key: string]: JsonValue } = { ...value };
        if (item.value === ABSENT) delete copy[key];
        else Object.defineProperty(copy, key, { value: item.value, enumerable: true, writable: true, configurable: true });
        return { value: copy, broken: item.broken };
      };
      for (const key of Object.keys(properties)) {
        const property = child(at, 'properties', key);
        const parts = value[key] === undefined ? this.refused(this.checks.resolve(property), `${field}.${key}`) : this.breakings(property, value[key], `${field}.${key}`);
        breakings.push(...parts.map((part) => part.map((item) => withProperty(key, item))));
        if (value[key] !== undefined && required.includes(key)) breakings.push(fc.constant(withProperty(key, { value: ABSENT, broken: `${field}.${key} left out (required)` })));
      }
      if (additionalProperties === false) {
        const unknownName = text(1, 12).filter((name) => !(name in properties));
        breakings.push(
          fc
            .tuple(unknownName, fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>)
            .map(([name, item]) => withProperty(name, { value: item, broken: `${field}.${name} added (additionalProperties is false)` })),
        );
      }
      return breakings;
    }
    if (schema.type === 'array' && Array.isArray(value)) {
      const { minItems = 0, maxItems } = schema;
      const breakings: fc.Arbitrary<BrokenValue>[] = [];
      if (schema.items !== undefined) {
        const items = child(at, 'items');
        value.forEach((item, index) => {
          breakings.push(
            ...this.breakings(items, item, `${field}.${index}`).map((part) =>
              part.map((broken) => ({ value: value.map((other, at) => (at === index && broken.value !== ABSENT ? broken.value : other)), broken: broken.broken })),
            ),
          );
        });
        if (maxItems !== undefined) {
          breakings.push(
            fc
              .array(this.valid(items), { minLength: maxItems + 1 - value.length, maxLength: maxItems + 3 - value.length })
              .map((more) => ({ value: [...value, ...more], broken: `${field} over maxItems ${maxItems}` })),
          );
        }
      }
      if (minItems > 0) breakings.push(fc.constant({ value: value.slice(0, minItems - 1), broken: `${field} under minItems ${minItems}` }));
      return breakings;
    }
    return [];
  }

  /** Values that break one thing the schema states, to put in the place of a value. */
  refused(location: Located, field: string): fc.Arbitrary<BrokenValue>[] {
    const at = this.checks.resolve(location);
    const { schema } = at;
    const as =
      (broken: string) =>
      (value: JsonValue): BrokenValue => ({ value, broken: `${field} ${broken}` });
    const refusals: fc.Arbitrary<BrokenValue>[] = [];
    if (acceptsNothing(schema)) refusals.push((fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<JsonValue>).map(as('given although the document allows no value')));
    const branches = branchesOf(at);
    refusals.push(...branches.flatMap((branch) => this.refused(branch, field)));
    const types = this.typesOf(at);
    if (types !== undefined) {
      const others = WRONG_TYPES.filter(([type]) => !types.has(type) && !(type === 'null' && schema.nullable) && !(type === 'integer' && types.has('number')));
      refusals.push(...others.map(([type, values]) => values.map(as(`of type ${type}, the document wants ${[...types].join(' or ')}`))));
    }
    const listed = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
    if (listed !== undefined) {
      const nearMisses = listed
        .filter((option): option is string => typeof option === 'string')
        .flatMap((option) => [`${option}x`, option.toUpperCase(), option.slice(0, -1), ` ${option}`]);
      refusals.push(
        fc
          .oneof(text(0, 12), ...(nearMisses.length > 0 ? [fc.constantFrom(...nearMisses)] : []))
          .filter((value) => !listed.includes(value))
          .map(as(`not one of ${listed.map((option) => JSON.stringify(option)).join(', ')}`)),
      );
    }
    if (schema.type === 'integer' || schema.type === 'number') refusals.push(...this.outOfBounds(schema, as));
    if (schema.type === 'string') refusals.push(...this.refusedText(at, as));
    if (schema.type === 'array' && (schema.minItems ?? 0) > 0) refusals.push(fc.constant<JsonValue>([]).map(as(`empty, under minItems ${schema.minItems}`)));
    if (schema.type === 'array' && schema.maxItems !== undefined && schema.items !== undefined) {
      refusals.push(fc.array(this.valid(child(at, 'items')), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }).map(as(`over maxItems ${schema.maxItems}`)));
    }
    if (schema.type === 'object' && (schema.required ?? []).length > 0) refusals.push(fc.constant<JsonValue>({}).map(as(`without its required ${schema.required?.join(', ')}`)));
    return refusals;
  }

  /** The JSON types the schema admits (undefined when it admits any). */
  private typesOf(at: Located): Set<string> | undefined {
    const { schema } = at;
    if (schema.type !== undefined) return new Set([schema.type]);
    if (schema.enum !== undefined || schema.const !== undefined) return new Set((schema.enum ?? [schema.const]).map((option) => (option === null ? 'null' : typeof option)));
    const branches = branchesOf(at).map((branch) => this.typesOf(this.checks.resolve(branch)));
    if (branches.length === 0 || branches.some((types) => types === undefined)) return undefined;
    return new Set(branches.flatMap((types) => [...(types ?? [])]));
  }

  private outOfBounds(schema: DocumentSchema, as: (broken: string) => (value: JsonValue) => BrokenValue): fc.Arbitrary<BrokenValue>[] {
    const refusals: fc.Arbitrary<BrokenValue>[] = [];
    const step = schema.type === 'integer' ? 1 : 0.5;
    const low = bound(schema.minimum, schema.exclusiveMinimum);
    const high = bound(schema.maximum, schema.exclusiveMaximum);
    if (low)
      refusals.push(
        fc
          .constantFrom(low.excluded ? low.value : low.value - step, low.value - 1_000, low.value - 2 ** 31)
          .map(as(`below ${low.excluded ? 'exclusive ' : ''}minimum ${low.value}`)),
      );
    if (high)
      refusals.push(
        fc
          .constantFrom(high.excluded ? high.value : high.value + step, high.value + 1_000, high.value + 2 ** 31)
          .map(as(`above ${high.excluded ? 'exclusive ' : ''}maximum ${high.value}`)),
      );
    if (schema.type === 'integer')
      refusals.push(
        fc
          .double({ min: -1e6, max: 1e6, noNaN: true })
          .filter((value) => !Number.isInteger(value))
          .map(as('not a whole number')),
      );
    return refusals;
  }

  private refusedText(at: Located, as: (broken: string) => (value: JsonValue) => BrokenValue): fc.Arbitrary<BrokenValue>[] {
    const { minLength = 0, maxLength, pattern, format } = at.schema;
    const refusals: fc.Arbitrary<BrokenValue>[] = [];
    if (minLength > 0)
      refusals.push(
        text(0, minLength - 1)
          .filter((value) => codePoints(value) < minLength)
          .map(as(`shorter than minLength ${minLength}`)),
      );
    if (maxLength !== undefined) {
      // A text the document accepts, made longer than the bound with more of the same kind.
      refusals.push(
        fc
          .tuple(this.validText(at), text(1, 10))
          .map(([valid, more]) => `${valid}${more}${'x'.repeat(Math.max(0, maxLength + 1 - codePoints(valid) - codePoints(more)))}`)
          .map(as(`longer than maxLength ${maxLength}`)),
      );
    }
    if (pattern !== undefined) {
      const expression = new RegExp(pattern, 'u');
      // Near misses (one character inserted, changed or removed) find the edges of the pattern; random text the rest.
      const nearMiss = fc.tuple(this.validText(at), fc.nat(), fc.constantFrom('insert', 'replace', 'remove'), text(1, 1)).map(([valid, at, edit, char]) => {
        const index = valid.length === 0 ? 0 : at % (valid.length + (edit === 'insert' ? 1 : 0));
        if (edit === 'insert') return `${valid.slice(0, index)}${char}${valid.slice(index)}`;
        return `${valid.slice(0, index)}${edit === 'replace' ? char : ''}${valid.slice(index + 1)}`;
      });
      // A pattern may accept nearly any text (a comma-joined list of codes): random tries are bounded, and
      // a fixed value the pattern refuses stands in when none of them misses. A pattern refusing none of
      // those accepts any text, and has nothing to break.
      const misses = PATTERN_MISSES.filter((value) => !expression.test(value));
      if (misses.length > 0) {
        refusals.push(
          fc
            .tuple(fc.array(fc.oneof(nearMiss, text(0, 20)), { minLength: 8, maxLength: 8 }), fc.constantFrom(...misses))
            .map(([tries, fallback]) => tries.find((value) => !expression.test(value)) ?? fallback)
            .map(as(`not matching the pattern`)),
        );
      }
    }
    if (format === 'email')
      refusals.push(fc.constantFrom('claire.martin', 'claire@', '@example.fr', 'claire martin@example.fr', 'claire@@example.fr').map(as('not an email address')));
    if (format === 'date-time') refusals.push(fc.constantFrom('2026-12-02', '2026-13-02T10:00:00Z', 'tomorrow').map(as('not a date-time')));
    return refusals;
  }
}

/** A value of each JSON type, to put where the document wants another type. */
const WRONG_TYPES: readonly (readonly [string, fc.Arbitrary<JsonValue>])[] = [
  ['string', fc.constantFrom('', 'text', '12')],
  ['number', fc.constantFrom(1.5, -7.25)],
  ['integer', fc.constantFrom(0, 12, -3)],
  ['boolean', fc.boolean()],
  ['null', fc.constant(null)],
  ['array', fc.constantFrom<JsonValue>([], ['text'], [1])],
  ['object', fc.constantFrom<JsonValue>({}, { text: 'value' })],
];

// ---------------------------------------------------------------------------------------------
// Requests.

/** URLs cannot carry these as a path segment: an empty one removes the segment, dots move up the path. */
const isSegment = (value: JsonValue) => typeof value !== 'string' || (value !== '' && value !== '.' && value !== '..');

/** Whether a value can travel as a parameter: text, a number, true or false (and, in a query, a list of those as repeated keys). */
function hasTextForm(value: JsonValue, part: 'path' | 'query'): boolean {
  if (Array.isArray(value)) return part === 'query' && value.every((item) => hasTextForm(item, 'path'));
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Where a parameter travels in a request. */
type ParameterPart = 'path' | 'query' | 'headers';

const partNameOf = (parameter: DocumentParameter): ParameterPart => (parameter.in === 'path' ? 'path' : parameter.in === 'header' ? 'headers' : 'query');

/** The request's values of the part a parameter travels in. */
function partOf(request: ContractRequest, parameter: DocumentParameter): Readonly<Record<string, JsonValue>> {
  return request[partNameOf(parameter)] ?? {};
}

/** Text a header can carry (HTTP refuses control characters in a header's value). */
const isHeaderText = (value: JsonValue) => typeof value !== 'object' && /^[\x20-\x7E]*$/.test(textOf(value));

function withParameter(request: ContractRequest, part: ParameterPart, name: string, value: JsonValue | typeof ABSENT): ContractRequest {
  const values: Record<string, JsonValue> = { ...request[part] };
  if (value === ABSENT) delete values[name];
  else values[name] = value;
  return { ...request, [part]: values };
}

/** The target's realistic request, as the document's generators would write it. */
function exampleRequest(target: Target): ContractRequest {
  const { params = {}, query = {}, headers, body } = target.example;
  return { path: params, query, ...(headers === undefined ? {} : { headers }), ...(body === undefined ? {} : { body }) };
}

/** A request the document accepts, built from the operation's parameters and body, steered by the target's example. */
function validRequest(generators: ValueGenerators, subject: OperationUnderTest): fc.Arbitrary<ContractRequest> {
  const { example } = subject.target;
  const parameters = parametersOf(subject).map(({ parameter, location }) => {
    const exampleValue = (parameter.in === 'path' ? example.params : parameter.in === 'header' ? example.headers : example.query)?.[parameter.name];
    const value = generators.maybe(location, parameter.in === 'path' || parameter.required === true, exampleValue);
    if (parameter.in === 'header')
      return fc.tuple(
        fc.constant(parameter),
        value.filter((item) => item === ABSENT || isHeaderText(item)),
      );
    return fc.tuple(fc.constant(parameter), parameter.in === 'path' ? value.filter((item) => item !== ABSENT && isSegment(item)) : value);
  });
  const body = bodyOf(subject);
  const bodyValue = body === undefined ? fc.constant(ABSENT) : generators.maybe(body.location, body.required, example.body);
  return fc.tuple(fc.tuple(...parameters), bodyValue).map(([values, bodyItem]) => {
    let request: ContractRequest = { path: {}, query: {}, ...(bodyItem === ABSENT ? {} : { body: bodyItem }) };
    for (const [parameter, value] of values) request = withParameter(request, partNameOf(parameter), parameter.name, value);
    return request;
  });
}

/** The request without its body. */
function withoutBody({ body: _body, ...rest }: ContractRequest): ContractRequest {
  return rest;
}

/** A request the document refuses for one stated reason: a parameter or the body broken in one place. */
function brokenRequest(generators: ValueGenerators, subject: OperationUnderTest): fc.Arbitrary<BrokenRequest> {
  // A parameter's refusals that can travel in a URL (an object cannot): a kind that never gives one
  // (sampled once) is left out, so filtering the others always ends.
  const parameterRefusals = parametersOf(subject).map(({ parameter, location }) => {
    const part = partNameOf(parameter);
    const field = `${part === 'headers' ? 'headers' : parameter.in}.${parameter.name}`;
    const travels = (item: BrokenValue) =>
      item.value !== ABSENT && (part === 'headers' ? isHeaderText(item.value) : hasTextForm(item.value, part) && (part === 'query' || isSegment(item.value)));
    const refused = generators
      .refused(location, field)
      .filter((broken) => fc.sample(broken, { numRuns: 30, seed: SEED }).some(travels))
      .map((broken) => broken.filter(travels));
    return { parameter, part, field, refused };
  });
  return validRequest(generators, subject).chain((request) => {
    const breakings: fc.Arbitrary<BrokenRequest>[] = [];
    for (const { parameter, part, field, refused } of parameterRefusals) {
      breakings.push(...refused.map((broken) => broken.map((item) => ({ request: withParameter(request, part, parameter.name, item.value), broken: item.broken }))));
      if (part !== 'path' && parameter.required)
        breakings.push(fc.constant({ request: withParameter(request, part, parameter.name, ABSENT), broken: `${field} left out (required)` }));
    }
    const body = bodyOf(subject);
    if (body && request.body !== undefined) {
      breakings.push(
        ...generators
          .breakings(body.location, request.body, 'body')
          .map((broken) => broken.map((item) => ({ request: item.value === ABSENT ? withoutBody(request) : { ...request, body: item.value }, broken: item.broken }))),
      );
      if (body.required) breakings.push(fc.constant({ request: withoutBody(request), broken: 'body left out (required)' }));
    }
    return breakings.length === 0 ? fc.constant({ request, broken: 'nothing' }) : fc.oneof(...breakings);
  });
}

// ---------------------------------------------------------------------------------------------

describe('contract conformance: the OpenAPI document and the server agree', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let checks: DocumentChecks;
  let generators: ValueGenerators;
  let seededCatalogApp: FastifyInstance;
  const seededExamples = new Map<string, Example>();

  beforeAll(async () => {
    app = await buildSeededApp();
    // The sign-in's example names an account: it is made first, whatever order the operations run in.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: JSON.stringify(EXAMPLES.accountSignUp?.body),
      headers: { 'content-type': 'application/json' },
    });
    if (signUp.statusCode !== 201) throw new Error(`the example account was answered ${signUp.statusCode} ${signUp.body}`);
    const reply = await app.inject({ url: OPENAPI_DOCUMENT_PATH });
    if (reply.statusCode !== 200) throw new Error(`${OPENAPI_DOCUMENT_PATH} answered ${reply.statusCode}`);
    document = v.parse(OpenApiDocumentShape, reply.json()) as unknown as OpenApiDocument;
    checks = new DocumentChecks(document);
    generators = new ValueGenerators(checks);
    const seeded = await buildSeededCatalogApp();
    seededCatalogApp = seeded.app;
    const { snapshot } = seeded;
    for (const [label, example] of Object.entries(SEEDED_CATALOG_EXAMPLES)) seededExamples.set(label, await example(snapshot, seededCatalogApp));
    // The staff session is read, and contact cases are sent, with the cookie a sign-in on that app set.
    const signIn = await seededCatalogApp.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: JSON.stringify(EXAMPLES.startStaffSession?.body),
      headers: { 'content-type': 'application/json' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    seededExamples.set('GET /api/staff/session', { headers: { cookie } });
    // Staff skip the contact form's bot check: with the cookie, the messages the document accepts are filed (201).
    seededExamples.set('POST /api/contact/cases', { ...EXAMPLES.contactCase, headers: { cookie } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await seededCatalogApp?.close();
  });

  /** The app that answers a target, and the target with its example from that app's catalog. */
  const onServer = (target: Target): { server: FastifyInstance; target: Target } => {
    const example = seededExamples.get(labelOf(target));
    return example === undefined ? { server: app, target } : { server: seededCatalogApp, target: { ...target, example } };
  };

  it('documents every route of the contract, the binary ones and the images, and no other operation', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(TARGETS.map(labelOf).sort());
  });

  it.each(TARGETS.map((target) => [labelOf(target), target] as const))(
    '%s answers what the document accepts as documented',
    async (_label, listed) => {
      const { server, target } = onServer(listed);
      const subject = operationOf(document, target);
      const outcomes = { success: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(validRequest(generators, subject), async (request) => {
          const described = describeRequest(subject, request);
          const problems = requestProblems(checks, subject, request);
          if (problems.length > 0) throw new Error(`${subject.label}: the generator wrote a request the document refuses (${problems.join('; ')}): ${described}`);
          const reply = await send(server, subject, request);
          if (reply.statusCode >= 500) throw new Error(`${subject.label}: ${reply.statusCode} ${clip(reply.body)} for ${described}`);
          const wrong = replyProblems(checks, subject, reply);
          if (wrong.length > 0) throw new Error(`${subject.label}: the reply breaks the document: ${wrong.join('; ')}\n  for ${described}`);
          if (reply.statusCode >= 400) {
            const why = unexplainedRefusal(checks, subject, request, reply);
            if (why !== undefined)
              throw new Error(`${subject.label}: a request the document accepts was refused (${why}): ${reply.statusCode} ${clip(reply.body)}\n  for ${described}`);
            outcomes.refused += 1;
          } else outcomes.success += 1;
        }),
        // The target's realistic request runs first: the success reply is always checked, whatever the seed draws.
        { seed: SEED, numRuns: RUNS, examples: [[exampleRequest(target)]] },
      );
      // Refusals for stated rules are allowed, but the generated requests must also reach the success replies.
      expect(outcomes.success).toBeGreaterThan(0);
    },
    // The staff sign-in hashes each password it is sent (scrypt, 0.1–0.5 s on a busy machine).
    180_000,
  );

  it.each(TARGETS.map((target) => [labelOf(target), target] as const))(
    '%s refuses with a 400 in the error shape what the document refuses',
    async (_label, listed) => {
      const { server, target } = onServer(listed);
      const subject = operationOf(document, target);
      // Nothing a client could break: every text is accepted (and answered as the other test checks).
      if (!statesRequestRules(subject)) return;
      await fc.assert(
        fc.asyncProperty(brokenRequest(generators, subject), async ({ request, broken }) => {
          const described = describeRequest(subject, request);
          // A value that breaks one rule may still fit the schema another way (a number for a text that is any text): nothing to check.
          fc.pre(requestProblems(checks, subject, request).length > 0);
          const reply = await send(server, subject, request);
          const wrong = replyProblems(checks, subject, reply);
          if (wrong.length > 0) throw new Error(`${subject.label}: the reply breaks the document: ${wrong.join('; ')}\n  for ${described} (${broken})`);
          const body: unknown = reply.statusCode === 400 ? reply.json() : undefined;
          if (reply.statusCode !== 400 || !v.is(ApiErrorSchema, body)) {
            throw new Error(`${subject.label}: a request the document refuses (${broken}) was answered ${reply.statusCode} ${clip(reply.body)}\n  for ${described}`);
          }
        }),
        { seed: SEED + 1, numRuns: RUNS },
      );
    },
    // Breaking a large body one place at a time (an order's, with its three kinds of item) takes its
    // generators half a minute on a quiet two-core machine; the limit stops a hang, it measures nothing.
    180_000,
  );
});
