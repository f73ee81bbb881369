import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { sendRawRequest } from './testing/raw-http';

describe('request budget under /api', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildApp({ apiReference: false, rateLimit: { max: 2, timeWindowMs: 60_000 } });
  });

  afterEach(async () => {
    await app.close();
  });

  it('counts an API call however its path is percent-encoded', async () => {
    const statuses = [];
    for (const url of ['/api/health', '/%61pi/health', '/%61%70%69/health']) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts an API call sent with an absolute-form request target', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await sendRawRequest(app, 'GET http://localhost:3000/api/health HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n')).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('names the budget’s window and the seconds left before the next call, with Retry-After', async () => {
    for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/health' });
    const refused = await app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: `Too many requests: at most 2 per 60 s. Try again in ${retryAfter} s.` });
  });

  it('leaves catalog images out of the budget', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'GET', url: '/%61pi/images/12/SMALL.svg' })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });
});
