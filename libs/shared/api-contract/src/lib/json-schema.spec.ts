import * as v from 'valibot';
import { ENDPOINT_NAMES, ENDPOINTS } from './endpoints';
import { toContractJsonSchema, toFastifySchema } from './json-schema';

describe('toFastifySchema', () => {
  it.each(ENDPOINT_NAMES)('describes every part of %s with a JSON Schema type', (name) => {
    const endpoint = ENDPOINTS[name];
    const schema = toFastifySchema(endpoint);
    const parts = [schema.params, schema.querystring, schema.body, ...Object.values(schema.response)].filter((part) => part !== undefined);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part).toHaveProperty('type');
    expect(Object.keys(schema.response)).toEqual([String(endpoint.status), '4xx', '5xx']);
  });

  it('documents query numbers as the digit strings clients send', () => {
    const { querystring } = toFastifySchema(ENDPOINTS.autocompleteGeonames);
    expect(querystring?.properties?.['maxResults']).toMatchObject({ type: 'string', pattern: expect.any(String), default: '30' });
    expect(querystring?.required).toEqual(['locale', 'term']);
  });

  it('keeps the spec’s field names in the reply documentation', () => {
    const reply = toFastifySchema(ENDPOINTS.searchOffers).response['200'];
    expect(Object.keys(reply.properties ?? {})).toEqual(expect.arrayContaining(['exactMatches', 'resultsCount', 'searchDetails', 'searchCriterias', 'fallbackKey']));
  });

  it('carries summary and tags for the OpenAPI document', () => {
    expect(toFastifySchema(ENDPOINTS.newsletter)).toMatchObject({ summary: expect.any(String), tags: ['marketing'] });
  });

  it('embeds parts without a $schema marker', () => {
    expect(toFastifySchema(ENDPOINTS.logs).body).not.toHaveProperty('$schema');
  });

  it('can write OpenAPI 3.0 nullables', () => {
    const schema = toContractJsonSchema(v.object({ a: v.nullable(v.string()) }), 'reply', 'openapi-3.0');
    expect(schema.properties?.['a']).toEqual({ type: 'string', nullable: true });
  });
});
