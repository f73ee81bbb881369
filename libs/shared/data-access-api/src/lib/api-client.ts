import * as v from 'valibot';
import { apiUrl, ApiErrorSchema, type ApiError, type HttpMethod, type QueryValue } from '@escapade/api-contract';

/** A reply the API refused (4xx/5xx), carrying the API's own `{ code, message, details }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

/**
 * One call of the client, the only request type of the storefront: method and path as the contract's
 * `ENDPOINTS` give them (parameters filled in), what it sends and the schema its reply must match.
 */
export interface ApiRequest<TSchema extends v.GenericSchema> {
  path: string;
  method?: HttpMethod;
  /** Left out when undefined or an empty list. */
  query?: Readonly<Record<string, QueryValue | undefined>>;
  body?: unknown;
  /** Headers the contract names for the call (an order's idempotency key), sent beside the client's own. */
  headers?: Readonly<Record<string, string>>;
  /** The contract schema of the reply: the client trusts nothing it has not parsed. */
  reply: TSchema;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Calls the API and parses the reply with its contract schema, so a screen only ever sees data
 * of the shape the contract promises; a refused call throws an `ApiRequestError` with the reason.
 */
export async function apiRequest<TSchema extends v.GenericSchema>(request: ApiRequest<TSchema>): Promise<v.InferOutput<TSchema>> {
  const { path, method = 'GET', query, body, headers, reply, signal, fetchImpl = fetch } = request;
  const response = await fetchImpl(apiUrl(path, query), {
    method,
    signal,
    headers: { ...headers, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ApiErrorSchema, json);
    throw new ApiRequestError(response.status, parsed.success ? parsed.output : { code: `HTTP_${response.status}`, message: `The server answered ${response.status}.` });
  }
  return v.parse(reply, json);
}
