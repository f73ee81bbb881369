import type { FastifyInstance } from 'fastify';
import * as fc from 'fast-check';
import * as v from 'valibot';
import { ApiErrorSchema, BINARY_ENDPOINTS, ENDPOINT_NAMES, ENDPOINTS } from '@escapade/api-contract';
import { EXAMPLES, MAP_TILE_EXAMPLE, type Example, type JsonValue } from './testing/endpoint-examples';
import { buildSeededApp } from './testing/seeded-app';

/**
 * Fuzzing every route through `app.inject()`: mostly valid requests broken at one field, and
 * requests that are random from the method to the body. Whatever a client sends, the API must
 * answer below 500, and every 4xx JSON reply must carry the API's error shape.
 *
 * The seed is fixed so a failure reproduces; `FUZZ_SEED=<n>` explores other inputs.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_613);
const MIN_REQUESTS = 5_000;

type Pairs = readonly (readonly [string, string])[];

/** A route to fuzz: a contract endpoint, the image route, or paths no route serves. */
interface Target {
  readonly name: string;
  readonly method: string;
  /** Path under `/api`, parameters as `:name`. */
  readonly path: string;
  readonly example: Example;
  /** Whether the example is a realistic request (endpoints without one are fuzzed from random parts only). */
  readonly hasExample: boolean;
}

/** One request as sent, kept to be printed when its reply is wrong. */
interface FuzzRequest {
  readonly kind: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
}

/** Every endpoint of the contract (a new one is fuzzed as soon as it is registered), the binary ones, the images and unknown paths. */
const TARGETS: readonly Target[] = [
  ...ENDPOINT_NAMES.map((name) => ({ name, method: ENDPOINTS[name].method, path: ENDPOINTS[name].path, example: EXAMPLES[name] ?? {}, hasExample: name in EXAMPLES })),
  { name: 'images', method: 'GET', path: '/images/:id/:file', example: { params: { id: '12', file: 'LARGE.svg' } }, hasExample: true },
  { name: 'mapTile', method: 'GET', path: BINARY_ENDPOINTS.mapTile.path, example: MAP_TILE_EXAMPLE, hasExample: true },
  { name: 'unknown paths', method: 'GET', path: '', example: {}, hasExample: false },
];

/**
 * Examples no request of their own makes succeed: a contact message needs a solved challenge or a staff
 * session (filed in `routes/contact/contact-routes.spec.ts`), so its example, valid otherwise, is refused
 * on `body.botCheck` alone.
 */
const REFUSED_ON_BOT_CHECK: ReadonlySet<string> = new Set(['contactCase']);

const RUNS_PER_TARGET = Math.ceil((MIN_REQUESTS * 1.05) / TARGETS.length);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

/** `encodeURIComponent`, or an invalid UTF-8 escape for text it refuses (lone surrogates). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const NASTY_TEXTS = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '9007199254740993',
  '2147483648',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table offers; --',
  '🏖️👨‍👩‍👧',
  '\u202egnp.exe',
  '\uFEFF',
  '\uD800',
  'Ⅻ',
  '２０２６-１２-０２',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026-12-02T10:00:00Z',
  'fr_FR,es_ES',
  'FR_fr',
  '__proto__',
  'constructor',
  'toString',
] as const;

/** Characters that text fields and storage commonly trip on: NUL, unpaired surrogates, controls, direction marks. */
const POISON = ['\u0000', '\uD800', '\uDFFF', '\u0001', '\u001F', '\u007F', '\u0085', '\u2028', '\u202E', '\u200B', '\uFFFE', '\uFFFF', '\r\n', '\\', '"', "'", '%'] as const;

/** NUL and unpaired surrogates come up most: text columns and jsonb refuse them. */
const poisonChar = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDFFF') }, { weight: 2, arbitrary: fc.constantFrom(...POISON) });

/** The text with one awkward character put somewhere inside it. */
function poisoned(text: string): fc.Arbitrary<string> {
  return fc.tuple(poisonChar, fc.nat({ max: text.length })).map(([char, at]) => `${text.slice(0, at)}${char}${text.slice(at)}`);
}

/** Long text: over the contract's limits, up to a body over the 1 MiB limit. */
const hugeText = fc.constantFrom(201, 2_049, 10_000, 300_000).chain((length) => fc.constantFrom('a', 'é', '🏖', '9', ',').map((unit) => unit.repeat(length)));

const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).chain(poisoned) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: hugeText },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 21, 31, 101, 1_001, 10_001, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

const nastyScalar: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const fieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'locale', 'extra', ''),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** A value of the wrong kind for a field: scalars, lists where one value is expected, nested objects. */
const nastyJson: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 2, arbitrary: fc.array(nastyScalar, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom(60, 10_000).map((length): JsonValue => Array.from({ length }, (_, index) => index + 1)) },
  { weight: 2, arbitrary: fc.dictionary(fieldName, nastyScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue> },
  { weight: 1, arbitrary: fc.constant<JsonValue>(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')) },
);

/** A path segment as it appears in the URL (already encoded, or deliberately not). */
const nastySegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      'a%00b',
      '%2F',
      '%5C',
      '%',
      '%zz',
      '%C0%AF',
      '%FF',
      '%ED%A0%80',
      '~',
      '*',
      '-1',
      '0',
      '00',
      '1e3',
      '1.5',
      '9'.repeat(30),
      'NaN',
      'Infinity',
      'null',
      '__proto__',
      'constructor',
      '%20',
      '+',
      'a'.repeat(199),
      'a'.repeat(201),
      'a'.repeat(5_000),
      encode('🏖️'),
      encode('Été'),
      'FR',
      'fr_fr',
      'LARGE.png',
      'LARGE.svg.svg',
      '.svg',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 10 }).map(encode) },
  { weight: 1, arbitrary: fc.webSegment() },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Query keys worth trying besides the endpoint's own: prototype names and bracket syntax. */
const ODD_QUERY_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'constructor[prototype][polluted]', 'locale[]', 'locale[0]', 'a[b][c]', '', '%', '&', '='];

function queryKey(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...ODD_QUERY_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(encode) },
  );
}

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyText.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%E9', '+', '&&', '==', '%26', '#frag') },
);

function queryString(pairs: Pairs): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

function fillSegments(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => params[name] ?? '');
}

function urlOf(path: string, params: Readonly<Record<string, string>>, query: string): string {
  const url = `/api${fillSegments(path, params)}`;
  return query === '' ? url : `${url}?${query}`;
}

const exampleQuery = (example: Example): Pairs => Object.entries(example.query ?? {}).map(([key, value]) => [encode(key), encode(value)] as const);
const exampleParams = (example: Example): Record<string, string> => Object.fromEntries(Object.entries(example.params ?? {}).map(([key, value]) => [key, encode(value)]));

/** Every path into a JSON value (objects and lists), the root included. */
function pathsOf(value: JsonValue, prefix: readonly (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [[...prefix]];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

/** The value with the node at `path` replaced (or removed when `replacement` is undefined). */
function replaceAt(value: JsonValue, path: readonly (string | number)[], replacement: JsonValue | undefined): JsonValue | undefined {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const item = replaceAt(copy[Number(head)], rest, replacement);
    if (item === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = item;
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: { [key: string]: JsonValue } = { ...value };
    const item = replaceAt(copy[head], rest, replacement);
    if (item === undefined) delete copy[head];
    else Object.defineProperty(copy, head, { value: item, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

/** Adds a key to the object at `path` (or to the root when the path does not lead to an object). */
function addKeyAt(value: JsonValue, path: readonly (string | number)[], key: string, item: JsonValue): JsonValue {
  const target = valueAt(value, path);
  const isObject = target !== null && typeof target === 'object' && !Array.isArray(target);
  const base = isObject ? target : value;
  const basePath = isObject ? path : [];
  const extended: { [key: string]: JsonValue } = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  Object.defineProperty(extended, key, { value: item, enumerable: true, writable: true, configurable: true });
  return replaceAt(value, basePath, extended) ?? extended;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The realistic request itself, unbroken. */
function exampleRequest(target: Target): FuzzRequest {
  const { example, method, path } = target;
  const payload = method === 'POST' ? JSON.stringify(example.body ?? {}) : undefined;
  return { kind: 'example', method, url: urlOf(path, exampleParams(example), queryString(exampleQuery(example))), headers: payload === undefined ? {} : JSON_HEADERS, payload };
}

/** (a) The endpoint's realistic request, broken at one place. */
function mutatedRequest(target: Target): fc.Arbitrary<FuzzRequest> {
  const { example, method, path } = target;
  const params = exampleParams(example);
  const query = exampleQuery(example);
  const body = example.body;
  const send = (kind: string, parts: { params?: Record<string, string>; query?: Pairs; body?: JsonValue | undefined; raw?: string }): FuzzRequest => {
    const payload = parts.raw ?? (method === 'POST' ? JSON.stringify(parts.body === undefined ? (body ?? {}) : parts.body) : undefined);
    return { kind, method, url: urlOf(path, parts.params ?? params, queryString(parts.query ?? query)), headers: payload === undefined ? {} : JSON_HEADERS, payload };
  };

  const mutations: fc.WeightedArbitrary<FuzzRequest>[] = [];
  const add = (weight: number, ...arbitraries: fc.Arbitrary<FuzzRequest>[]) => mutations.push(...arbitraries.map((arbitrary) => ({ weight, arbitrary })));
  const paramNames = Object.keys(params);
  if (paramNames.length > 0) {
    add(
      2,
      fc.tuple(fc.constantFrom(...paramNames), nastySegment).map(([name, segment]) => send(`param ${name}`, { params: { ...params, [name]: segment } })),
    );
  }
  const knownKeys = query.map(([key]) => key);
  add(
    1,
    fc.tuple(queryKey(knownKeys), queryValue).map(([key, value]) => send(`query ${key} set`, { query: [...query.filter(([known]) => known !== key), [key, value]] })),
    fc.tuple(queryKey(knownKeys), queryValue).map(([key, value]) => send(`query ${key} repeated`, { query: [...query, [key, value]] })),
    fc
      .tuple(queryKey(knownKeys), fc.constantFrom('[]', '[0]', '[a]', '[__proto__]'), queryValue)
      .map(([key, suffix, value]) => send(`query ${key}${suffix}`, { query: [...query, [`${key}${encode(suffix)}`, value], [`${key}${suffix}`, value]] })),
  );
  if (knownKeys.length > 0) {
    add(
      1,
      fc.constantFrom(...knownKeys).map((key) => send(`query ${key} missing`, { query: query.filter(([known]) => known !== key) })),
    );
    add(
      2,
      fc
        .constantFrom(...Object.entries(example.query ?? {}))
        .chain(([key, value]) =>
          poisoned(value).map((text) => send(`query ${key} poisoned`, { query: [...query.filter(([known]) => known !== encode(key)), [encode(key), encode(text)]] })),
        ),
    );
  }
  if (paramNames.length > 0) {
    add(
      2,
      fc
        .constantFrom(...Object.entries(example.params ?? {}))
        .chain(([name, value]) => poisoned(value).map((text) => send(`param ${name} poisoned`, { params: { ...params, [name]: encode(text) } }))),
    );
  }
  if (body !== undefined) {
    const paths = pathsOf(body);
    add(
      2,
      fc.tuple(fc.constantFrom(...paths), nastyJson).map(([at, value]) => send(`body ${at.join('.')} set`, { body: replaceAt(body, at, value) ?? null })),
      fc.tuple(fc.constantFrom(...paths), fieldName, nastyJson).map(([at, key, value]) => send(`body ${at.join('.')} extra ${key}`, { body: addKeyAt(body, at, key, value) })),
    );
    add(
      1,
      fc.constantFrom(...paths.filter((at) => at.length > 0)).map((at) => send(`body ${at.join('.')} removed`, { body: replaceAt(body, at, undefined) ?? null })),
      fc
        .tuple(fc.constantFrom(...paths), fc.constantFrom(40, 2_000, 200_000))
        .map(([at, depth]) =>
          send(`body ${at.join('.')} nested ${depth} deep`, { raw: JSON.stringify(replaceAt(body, at, DEEP_MARKER)).replace(JSON.stringify(DEEP_MARKER), deeplyNested(depth)) }),
        ),
    );
    const textPaths = paths.filter((at) => typeof valueAt(body, at) === 'string');
    if (textPaths.length > 0) {
      add(
        2,
        fc
          .constantFrom(...textPaths)
          .chain((at) => poisoned(String(valueAt(body, at))).map((text) => send(`body ${at.join('.')} poisoned`, { body: replaceAt(body, at, text) ?? null }))),
      );
    }
  }
  return fc.oneof(...mutations);
}

const DEEP_MARKER = 'deeply-nested-value';

/** JSON text of lists and objects nested `depth` levels deep (built as text: too deep for `JSON.stringify`). */
function deeplyNested(depth: number): string {
  const half = Math.floor(depth / 2);
  return `${'{"a":['.repeat(half)}"bottom"${']}'.repeat(half)}`;
}

function valueAt(value: JsonValue, path: readonly (string | number)[]): JsonValue | undefined {
  return path.reduce<JsonValue | undefined>((node, step) => (node !== null && typeof node === 'object' ? (node as Record<string, JsonValue>)[step] : undefined), value);
}

const INVALID_JSON = [
  '{',
  '}',
  '{"locale":',
  '[1,2',
  "{'locale':'fr_FR'}",
  '{"locale":"fr_FR",}',
  '{"locale":"fr_FR"}{"locale":"fr_FR"}',
  'undefined',
  'NaN',
  '01',
  '"\\ud800"',
  '"\\u0000"',
  '{"a":"\\x41"}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '<?xml version="1.0"?><offers><locale>fr_FR</locale></offers>',
  '--x\r\nContent-Disposition: form-data; name="locale"\r\n\r\nfr_FR\r\n--x--\r\n',
  'locale=fr_FR&locale=es_ES',
  '[]',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  'null',
  'true',
  '0',
  '""',
] as const;

const randomPayload: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }).map((value) => JSON.stringify(value) ?? '') },
  { weight: 3, arbitrary: fc.constantFrom(...INVALID_JSON) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_100_000, 2_000).map((length) => `{"locale":"${'a'.repeat(length)}"}`) },
  { weight: 1, arbitrary: fc.constantFrom(40, 2_000, 200_000).map(deeplyNested) },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  '',
  ';',
  'application/',
];

const randomHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ unit: 'grapheme-ascii', maxLength: 30 })),
    'content-length': fc.constantFrom('0', '1', '5', '999999999', '-1', 'abc', '1.5', '99999999999999999999'),
    accept: fc.constantFrom('*/*', 'application/xml', 'text/html', 'application/json;q=0', '', 'garbage/,,;;'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'x-unknown'),
    'accept-language': fc.constantFrom('fr-FR', 'xx', '*', ';;;', 'a'.repeat(4_000)),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('unknown', '::ffff:999.1.1.1', '1.1.1.1, 2.2.2.2')),
    'x-request-id': fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
    range: fc.constantFrom('bytes=0-1', 'bytes=abc', 'bytes=-1-', 'items=1'),
    cookie: fc.constantFrom('a=b', '=', ';;;', `sid=${'x'.repeat(4_000)}`),
  },
  { requiredKeys: [] },
);

/** Random query strings: the endpoint's keys and odd ones, repeated, badly encoded, or plain noise. */
function randomQuery(target: Target): fc.Arbitrary<string> {
  const known = exampleQuery(target.example);
  const keys = known.map(([key]) => key);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: fc.array(fc.tuple(queryKey(keys), queryValue), { maxLength: 8 }).map((pairs) => queryString([...known, ...pairs])) },
    { weight: 2, arbitrary: fc.array(fc.tuple(queryKey(keys), queryValue), { maxLength: 8 }).map(queryString) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => text.replace(/#/g, '%23')) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode) },
    { weight: 1, arbitrary: fc.webQueryParameters() },
  );
}

const UNKNOWN_PATHS = [
  '/',
  '/api',
  '/api/',
  '/api/docs',
  '/api/docs/json',
  '/api/openapi.json',
  '/api/offers.json/extra',
  '/api/offers.JSON',
  '/api//offers.json',
  '/api/../api/health',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/images',
  '/api/images/12',
  '/api/images/12/LARGE.svg/extra',
  '/api/hotels//availabilities.json',
  '/api/weekend/%00/availabilities.json',
  '/%',
  '/api/%zz',
  '/api/__proto__',
  '/api/constructor',
  '//api/health',
  `/api/${'a'.repeat(10_000)}`,
];

/** A path of the target with random segments (or, for the unknown-paths target, any path at all). */
function randomPath(target: Target): fc.Arbitrary<string> {
  if (target.path === '') {
    return fc.oneof(
      fc.constantFrom(...UNKNOWN_PATHS),
      fc.webPath().map((path) => `/api${path.startsWith('/') ? '' : '/'}${path}`),
      fc.array(nastySegment, { minLength: 1, maxLength: 4 }).map((segments) => `/api/${segments.join('/')}`),
    );
  }
  const names = Object.keys(target.example.params ?? {});
  const params = exampleParams(target.example);
  const segments = fc.tuple(...names.map(() => fc.option(nastySegment, { nil: undefined })));
  return segments.map((values) => fillSegments(target.path, Object.fromEntries(names.map((name, index) => [name, values[index] ?? params[name]]))));
}

/** (b) Fully random: method, path parameters, query string, body, content type and headers. */
function randomRequest(target: Target): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 2, arbitrary: fc.constant(target.method) }, { weight: 3, arbitrary: fc.constantFrom(...METHODS) }),
      path: randomPath(target),
      query: randomQuery(target),
      payload: randomPayload,
      headers: randomHeaders,
      dropContentType: fc.boolean(),
    })
    .map(({ method, path, query, payload, headers, dropContentType }) => {
      const sent: Record<string, string> = { ...headers };
      if (dropContentType) delete sent['content-type'];
      const url = `/api${path.startsWith('/api') ? path.slice('/api'.length) : path}`;
      return { kind: 'random', method, url: query === '' ? url : `${url}?${query}`, headers: sent, payload };
    });
}

function requestsFor(target: Target): fc.Arbitrary<FuzzRequest> {
  return !target.hasExample ? randomRequest(target) : fc.oneof({ weight: 3, arbitrary: mutatedRequest(target) }, { weight: 2, arbitrary: randomRequest(target) });
}

const clip = (text: string, length = 240) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

function describeRequest(request: FuzzRequest): string {
  const headers = Object.keys(request.headers).length > 0 ? ` headers=${clip(JSON.stringify(request.headers), 300)}` : '';
  const payload = request.payload === undefined ? '' : ` payload=${clip(JSON.stringify(request.payload), 400)}`;
  return `[${request.kind}] ${request.method} ${clip(request.url, 300)}${headers}${payload}`;
}

describe('API fuzz: random and malformed requests never get a 5xx', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildSeededApp();
  }, 60_000);
  afterAll(() => app?.close());

  // One request per endpoint, searches and a staff sign-in (scrypt) among them, on a machine that may be busy.
  it('answers every realistic example with a success, so mutations start from a request that works', async () => {
    const failures: string[] = [];
    for (const target of TARGETS) {
      if (!target.hasExample) continue;
      const request = exampleRequest(target);
      const reply = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
      const refusedOnBotCheck = reply.statusCode === 400 && (reply.json() as { details?: { field?: string }[] }).details?.every((detail) => detail.field === 'body.botCheck');
      if (REFUSED_ON_BOT_CHECK.has(target.name) ? !refusedOnBotCheck : reply.statusCode >= 300) failures.push(`${target.name}: ${reply.statusCode} ${clip(reply.body)}`);
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it.each(TARGETS.map((target, index) => [target.name, target, index] as const))(
    '%s',
    async (_name, target, index) => {
      const seed = SEED + index;
      let sent = 0;
      // The checks run inside the property, so a failure makes fast-check shrink the request to the smallest one that still fails.
      await fc.assert(
        fc.asyncProperty(requestsFor(target), async (request) => {
          sent += 1;
          const reply = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload }).catch((error: unknown) => {
            throw new Error(`threw ${String(error)} for ${describeRequest(request)}`);
          });
          if (reply.statusCode >= 500) throw new Error(`${reply.statusCode} ${clip(reply.body, 160)} for ${describeRequest(request)}`);
          const isJson = String(reply.headers['content-type'] ?? '').startsWith('application/json');
          if (reply.statusCode >= 400 && reply.statusCode < 500 && isJson && request.method !== 'HEAD') {
            let body: unknown;
            try {
              body = reply.json();
            } catch {
              body = reply.body;
            }
            if (!v.is(ApiErrorSchema, body)) throw new Error(`error shape broken: ${reply.statusCode} ${clip(reply.body, 160)} for ${describeRequest(request)}`);
          }
        }),
        { seed, numRuns: RUNS_PER_TARGET },
      );
      // Counted in this test, so the total below holds whatever order or subset of tests runs.
      expect(sent).toBe(RUNS_PER_TARGET);
    },
    60_000,
  );

  it(`sends at least ${MIN_REQUESTS} requests over all targets`, () => {
    expect(RUNS_PER_TARGET * TARGETS.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
