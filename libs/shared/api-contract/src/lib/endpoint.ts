import * as v from 'valibot';

/** Methods the catalog API uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Success statuses an endpoint may answer with. */
export type SuccessStatus = 200 | 201 | 202;

/**
 * One route of the API, described once: the server registers it (validation, OpenAPI) and the client
 * calls it from the same description, so method, path and shapes cannot disagree.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify-style path under `/api`, parameters as `:name`. */
  readonly path: string;
  readonly summary: string;
  /** OpenAPI grouping. */
  readonly tags: readonly string[];
  /** Status of a successful reply. */
  readonly status: SuccessStatus;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  /** Headers the call needs (names in lower case), such as the idempotency key of a money-moving call. */
  readonly headers?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  readonly reply: v.GenericSchema;
  /** When the call needs a session: what its 401 means, stated in the document's 4xx description. */
  readonly unauthorized?: string;
  /** Refusals besides 400 and 404 (409, 422), each with its code, stated in the document's 4xx description. */
  readonly conflicts?: string;
}

/**
 * A route whose reply is bytes rather than JSON (vector tiles): its request is parsed with the
 * contract like any other, its reply is documented by media type.
 */
export interface BinaryEndpointDefinition extends Omit<EndpointDefinition, 'reply' | 'body'> {
  readonly method: 'GET';
  /** Media type of the reply's bytes. */
  readonly mediaType: string;
  /** What the reply holds, for the document. */
  readonly replyDescription: string;
}

/** Keeps a binary endpoint's literal types while checking it has the required shape. */
export function defineBinaryEndpoint<const TEndpoint extends BinaryEndpointDefinition>(endpoint: TEndpoint): TEndpoint {
  return endpoint;
}

/** Keeps an endpoint's literal types (schemas, path) while checking it has the required shape. */
export function defineEndpoint<const TEndpoint extends EndpointDefinition>(endpoint: TEndpoint): TEndpoint {
  return endpoint;
}

type InferPart<TSchema, TMode extends 'input' | 'output'> = TSchema extends v.GenericSchema ? (TMode extends 'input' ? v.InferInput<TSchema> : v.InferOutput<TSchema>) : undefined;

/** What a client sends as path parameters (before parsing). */
export type EndpointParamsInput<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['params'], 'input'>;
/** Path parameters as the server reads them (after parsing). */
export type EndpointParams<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['params'], 'output'>;
/** Query values a client holds before they become text; parsing the text gives them back. */
export type EndpointQuery<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['query'], 'output'>;
/** Headers as the server reads them (after parsing). */
export type EndpointHeaders<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['headers'], 'output'>;
/** What a client sends as the JSON body. */
export type EndpointBodyInput<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['body'], 'input'>;
/** The body as the server reads it (defaults applied, values parsed). */
export type EndpointBody<TEndpoint extends EndpointDefinition> = InferPart<TEndpoint['body'], 'output'>;
/** The reply a client gets after parsing. */
export type EndpointReply<TEndpoint extends EndpointDefinition> = v.InferOutput<TEndpoint['reply']>;

/** Where the API answers: under `/api` on the site's own origin (proxied in development). */
export const API_BASE = '/api';

/** A query-string value: lists travel comma-joined, as the contract reads them. */
export type QueryValue = string | number | boolean | readonly (string | number)[];

/**
 * The address of a call: the API's base, the path (parameters filled in) and the query, where a
 * value left undefined or an empty list is left out and a list is comma-joined. The client calls
 * this address, and the server names the same one when it has the browser preload a page's call.
 */
export function apiUrl(path: string, query: Readonly<Record<string, QueryValue | undefined>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${API_BASE}${path}${search.size > 0 ? `?${search}` : ''}`;
}

/**
 * The path of a call with its parameters filled in and encoded (`/hotels/:hotelId/…` → `/hotels/42/…`);
 * a missing parameter throws, since it is a programming error, not user input.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
