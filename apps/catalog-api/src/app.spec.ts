import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

describe('catalog API app', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A built site in miniature: the shell and one remote folder with its entry file.
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
    mkdirSync(join(webRoot, 'shell'));
    mkdirSync(join(webRoot, 'search'));
    writeFileSync(join(webRoot, 'shell', 'index.html'), '<!doctype html><title>Escapade</title>');
    writeFileSync(join(webRoot, 'shell', 'main.0123456789abcdef.js'), 'console.log(1)');
    writeFileSync(join(webRoot, 'search', 'remoteEntry.js'), 'var search;');
    app = await buildApp({ webRoot, apiReference: false });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers GET /api/health with status ok', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers on every reply', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'NOT_FOUND', message: 'No file or route for GET /api/nothing-here' });
  });

  it('serves the shell page at / and as the SPA fallback for page paths', async () => {
    for (const url of ['/', '/search?flow=booking', '/fr/product/12/some-slug']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<title>Escapade</title>');
    }
  });

  it('caches content-hashed files for a year and serves remote folders under /remotes', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const remoteEntry = await app.inject({ method: 'GET', url: '/remotes/search/remoteEntry.js' });
    expect(remoteEntry.statusCode).toBe(200);
    expect(remoteEntry.headers['cache-control']).toBe('no-cache');
    expect(remoteEntry.body).toBe('var search;');
  });

  it('answers a missing file with 404 instead of the shell page', async () => {
    for (const url of ['/missing.js', '/remotes/search/missing.js', '/remotes/unknown/remoteEntry.js']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 429 with Retry-After once a client spends its request budget', async () => {
    const limited = await buildApp({ rateLimit: { max: 2, timeWindowMs: 60_000 }, apiReference: false });
    try {
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push(await limited.inject({ method: 'GET', url: '/api/health' }));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 429]);
      expect(Number(replies[2].headers['retry-after'])).toBeGreaterThan(0);
      expect(replies[2].json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('refuses a body over 1 MB with 413 and a reason', async () => {
    const reply = await app.inject({
      method: 'POST',
      // A path with no route for any method, so the body is read (a known path would answer 405 first).
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });
});
