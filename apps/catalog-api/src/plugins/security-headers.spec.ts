import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import securityHeaders, { allowInlineScriptsOfPages } from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe('content security policy', () => {
  const inlineScript = `Scalar.createApiReference('#app', { url: './openapi.json' })`;
  const page = `<!doctype html><html><body><div id="app"></div><script src="js/scalar.js"></script><script>${inlineScript}</script></body></html>`;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(securityHeaders);
    await app.register(async (docs) => {
      allowInlineScriptsOfPages(docs);
      docs.get('/api/docs/', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
    });
    app.get('/', (_request, reply) => reply.type('text/html').send(page));
    await app.ready();
  });

  afterAll(() => app.close());

  it('lets exactly the inline scripts of a page in a trusted scope run, by their hash', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(scriptSources(reply.headers['content-security-policy'] as string)).toEqual(["'self'", sha256(inlineScript)]);
    expect(reply.body).toBe(page);
  });

  it('keeps scripts to this origin everywhere else', async () => {
    const reply = await app.inject({ method: 'GET', url: '/' });
    expect(scriptSources(reply.headers['content-security-policy'] as string)).toEqual(["'self'"]);
  });
});
