import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { sendRawRequest } from './testing/raw-http';

describe('one error shape, status codes that mean what they say', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ apiReference: false, rateLimit: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a request line Node cannot parse with 400 in the one error shape', async () => {
    const reply = await sendRawRequest(app, 'GET /api/health HTTP/1.1 extra\r\nHost: localhost\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(JSON.parse(reply.body)).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers headers over the size limit with 431 in the one error shape', async () => {
    const reply = await sendRawRequest(app, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: expect.any(String) });
  });

  it('answers a path that cannot be decoded with 400 in the one error shape', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/%zz' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'FST_ERR_BAD_URL', message: expect.stringContaining('%zz') });
  });

  it('answers an unsupported method on a known path with 405 and the methods it allows', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/health'],
      ['POST', '/%61pi/health'],
      ['PUT', '/api/images/12/SMALL.svg'],
    ] as const) {
      const reply = await app.inject({ method, url });
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 405 });
      expect(reply.headers['allow']).toBe('GET, HEAD');
      expect(reply.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed on ${url}: use GET or HEAD` });
    }
  });

  it('decides 405 from the request line, before a body it would refuse is read', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(reply.statusCode).toBe(405);
  });

  it('keeps 404 for a path no method serves', async () => {
    const reply = await app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['allow']).toBeUndefined();
    expect(reply.json().code).toBe('NOT_FOUND');
  });
});
