import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import {
  MAX_INPUT_DEPTH,
  parseRequestPart,
  toContractJsonSchema,
  toFastifySchema,
  toFastifyBinarySchema,
  type ApiError,
  type BinaryEndpointDefinition,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointHeaders,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type IssueDetail,
  type RequestPart,
  type ValidationError,
} from '@escapade/api-contract';

/** A request's parts after the contract parsed them. */
export interface ContractInput<E extends EndpointDefinition> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** The headers the contract reads (the idempotency key of a money-moving call). */
  headers: EndpointHeaders<E>;
  body: EndpointBody<E>;
}

/**
 * A reply already checked against its endpoint's contract and serialised elsewhere (a search
 * worker): sent as it is, without a second check or serialisation. The bytes are UTF-8 JSON.
 */
export class CheckedReply {
  constructor(readonly json: Buffer) {}
}

export type ContractHandler<E extends EndpointDefinition> = (input: ContractInput<E>, request: FastifyRequest, reply: FastifyReply) => Promise<EndpointReply<E> | CheckedReply>;

/** Checks replies against the schema the published document gives them, compiled once per endpoint. */
const replyChecker = addFormats(new Ajv({ strict: false }));
const replyValidators = new WeakMap<EndpointDefinition, ValidateFunction>();

function replyValidator(endpoint: EndpointDefinition): ValidateFunction {
  let validate = replyValidators.get(endpoint);
  if (validate === undefined) {
    validate = replyChecker.compile(toContractJsonSchema(endpoint.reply, 'reply'));
    replyValidators.set(endpoint, validate);
  }
  return validate;
}

/**
 * The reply checked against what the OpenAPI document promises for it (the contract's reply schema
 * as JSON Schema, compiled: a search's cards are checked in a fraction of what walking the valibot
 * schema cost, the largest single cost of a search). The reasons when it breaks it, for the log.
 */
export function replyIssues(endpoint: EndpointDefinition, result: unknown): { path: string | null; message: string }[] | null {
  const validate = replyValidator(endpoint);
  if (validate(result)) return null;
  return (validate.errors ?? []).slice(0, 5).map((error) => ({ path: error.instancePath === '' ? null : error.instancePath, message: error.message ?? 'is invalid' }));
}

/** An error a handler throws for the client: a 4xx status, a stable code and a reason. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** 404 for an id or value the catalog does not know, naming the field. */
export function notFound(field: string, value: unknown, what: string): ClientError {
  return new ClientError(404, 'NOT_FOUND', `No ${what} ${JSON.stringify(value)}`, [{ field, message: `unknown ${what}` }]);
}

/** An unpaired UTF-16 surrogate: text PostgreSQL cannot store (jsonb refuses its escape). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The first field of a parsed request part that the database could not store, whatever the
 * contract allows: text with a NUL character or an unpaired surrogate (in values or keys), or
 * nesting deeper than {@link MAX_INPUT_DEPTH} (free-form values such as analytics parameters).
 * Walked without recursion, so no input can exhaust the stack.
 */
export function unstorableField(value: unknown, part: RequestPart): IssueDetail | undefined {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value, path: [part] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const field = next.path.join('.');
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) return { field, message: 'must not contain NUL characters or unpaired surrogates' };
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.path.length > MAX_INPUT_DEPTH) return { field, message: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
      for (const [key, item] of Object.entries(next.value)) {
        if (!isStorableText(key)) return { field: `${field}.${key}`, message: 'must not contain NUL characters or unpaired surrogates' };
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return undefined;
}

/**
 * Valibot from the shared contract is the only validation: Fastify's own Ajv would coerce and strip
 * fields before the contract sees them, and its serializer would drop what the schema omits.
 */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** Parses a request's params, query and body with the contract: the parsed parts, or the 400 to send. */
function parseParts(endpoint: EndpointDefinition | BinaryEndpointDefinition, request: FastifyRequest): { parts: Record<string, unknown> } | { error: ApiError } {
  const parts: Record<string, unknown> = {};
  for (const [part, schema, raw] of [
    ['params', endpoint.params, request.params],
    ['query', endpoint.query, request.query],
    ['headers', 'headers' in endpoint ? endpoint.headers : undefined, request.headers],
    ['body', 'body' in endpoint ? endpoint.body : undefined, request.body],
  ] as const) {
    if (!schema) continue;
    const parsed = parseRequestPart(schema, raw ?? (part === 'body' ? undefined : {}), part);
    if (!parsed.success) return { error: parsed.error };
    const unstorable = unstorableField(parsed.output, part);
    if (unstorable) {
      const error: ValidationError = { code: 'BAD_REQUEST', message: `${unstorable.field}: ${unstorable.message}`, details: [unstorable] };
      return { error };
    }
    parts[part] = parsed.output;
  }
  return { parts };
}

/** A {@link ClientError} in the API's error shape. */
function clientErrorBody(error: ClientError): ApiError {
  return { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
}

/**
 * Registers one endpoint of the contract: its method, path and OpenAPI schema come from the
 * contract; params, query and body are parsed with it (400 with the field on failure, or when a
 * value could not be stored, see {@link unstorableField}); and the reply is checked against it,
 * so the API can never send a shape the client would refuse.
 */
export function contractRoute<E extends EndpointDefinition>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: toFastifySchema(endpoint),
    handler: async (request, reply) => {
      const parsed = parseParts(endpoint, request);
      if ('error' in parsed) return reply.status(400).send(parsed.error);
      const { parts } = parsed;
      let result: EndpointReply<E> | CheckedReply;
      try {
        result = await handler(parts as unknown as ContractInput<E>, request, reply);
      } catch (error) {
        if (error instanceof ClientError) return reply.status(error.statusCode).send(clientErrorBody(error));
        throw error;
      }
      if (result instanceof CheckedReply) return reply.status(endpoint.status).type('application/json; charset=utf-8').send(result.json);
      const issues = replyIssues(endpoint, result);
      if (issues) {
        request.log.error({ issues }, `reply of ${endpoint.method} ${endpoint.path} breaks the contract`);
        throw new Error('Reply does not match the contract');
      }
      return reply.status(endpoint.status).send(result);
    },
  });
}

/** A binary endpoint's handler: the request parsed by the contract in, the reply's bytes out. */
export type BinaryContractHandler<E extends BinaryEndpointDefinition> = (
  input: { params: EndpointParams<E & EndpointDefinition>; query: EndpointQuery<E & EndpointDefinition> },
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Buffer>;

/**
 * Registers a contract endpoint whose reply is bytes (vector tiles): parsed like any other, its
 * refusals in the same shape, the bytes sent with the contract's media type.
 */
export function binaryContractRoute<E extends BinaryEndpointDefinition>(app: FastifyInstance, endpoint: E, handler: BinaryContractHandler<E>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: toFastifyBinarySchema(endpoint),
    handler: async (request, reply) => {
      const parsed = parseParts(endpoint, request);
      if ('error' in parsed) return reply.status(400).send(parsed.error);
      try {
        const bytes = await handler(parsed.parts as never, request, reply);
        return reply.status(endpoint.status).type(endpoint.mediaType).send(bytes);
      } catch (error) {
        if (error instanceof ClientError) return reply.status(error.statusCode).send(clientErrorBody(error));
        throw error;
      }
    },
  });
}
