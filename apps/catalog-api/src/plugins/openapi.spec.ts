import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

describe('OpenAPI document', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
    mkdirSync(join(webRoot, 'shell'));
    writeFileSync(join(webRoot, 'shell', 'index.html'), '<!doctype html><title>Escapade</title>');
    app = await buildApp({ webRoot, apiReference: false, rateLimit: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('documents API operations only, not the site pages and files served beside them', () => {
    expect(Object.keys((app.swagger() as unknown as { paths: object }).paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('documents the catalog image call, its SVG reply and its 404 in the one error shape', () => {
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
    const images = document.paths['/api/images/{id}/{file}'].get;
    expect(Object.keys(images.responses['200'].content ?? {})).toEqual(['image/svg+xml']);
    expect(images.responses['404'].content?.['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    });
  });
});
