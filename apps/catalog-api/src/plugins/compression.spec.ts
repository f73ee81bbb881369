import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { smallCatalog } from '../search/testing/catalog-fixture';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe('API replies compressed over 1 KB', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false });
  });

  afterAll(() => app.close());

  const search = (acceptEncoding?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      payload: { locale: 'fr_FR', searchCriterias: { city: 'Annecy' } },
    });

  it('sends a search reply over the threshold with brotli to a client that accepts it', async () => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const reply = await search('gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const reply = await search('gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString())).toEqual((await search()).json());
  });

  it('sends a reply under the threshold as it is', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual({ status: 'ok' });
  });
});
