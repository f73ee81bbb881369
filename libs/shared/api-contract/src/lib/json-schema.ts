import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ApiErrorSchema } from './api-error';
import type { EndpointDefinition } from './endpoint';

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
 * One valibot schema as JSON Schema. Requests are described as clients write them (`input`: digit
 * strings, before transforms); steps JSON Schema cannot express (real-date checks, cross-field rules)
 * are left out rather than failing.
 */
export function toContractJsonSchema(schema: v.GenericSchema, mode: 'request' | 'reply', target: JsonSchemaTarget = 'draft-07'): JsonSchema {
  const converted = toJsonSchema(schema, { errorMode: 'ignore', typeMode: mode === 'request' ? 'input' : 'ignore', target });
  // Each route part is embedded in a larger document (route schema, OpenAPI), where a dialect marker does not belong.
  delete converted.$schema;
  return converted;
}

/**
 * The Fastify route schema of an endpoint: params, querystring, body and replies (success plus the
 * shared error shape for 4xx and 5xx), so the OpenAPI document at /api/docs comes from the contract.
 */
export function toFastifySchema(endpoint: EndpointDefinition, options: { target?: JsonSchemaTarget } = {}): FastifyRouteSchema {
  const { target } = options;
  const error = toContractJsonSchema(ApiErrorSchema, 'reply', target);
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params === undefined ? {} : { params: toContractJsonSchema(endpoint.params, 'request', target) }),
    ...(endpoint.query === undefined ? {} : { querystring: toContractJsonSchema(endpoint.query, 'request', target) }),
    ...(endpoint.body === undefined ? {} : { body: toContractJsonSchema(endpoint.body, 'request', target) }),
    response: {
      [String(endpoint.status)]: toContractJsonSchema(endpoint.reply, 'reply', target),
      '4xx': error,
      '5xx': error,
    },
  };
}
