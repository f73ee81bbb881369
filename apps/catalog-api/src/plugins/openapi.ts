import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { allowInlineScriptsOfPages } from './security-headers';

/** Where the OpenAPI document is served: the reference page reads it from there, as any client may. */
export const OPENAPI_DOCUMENT_PATH = '/api/docs/openapi.json';

/**
 * The OpenAPI document of every route, built from the contract's schemas and served at
 * {@link OPENAPI_DOCUMENT_PATH}, and a browsable reference at `/api/docs` (Scalar, loaded with a
 * dynamic import since it ships ES modules only), the one page whose inline script the content
 * security policy allows.
 */
export default fp(async function openApi(app: FastifyInstance, options: { reference: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escapade catalog API', version: '1.0.0', description: 'Search, calendars and content of the Escapade storefront. Errors are `{ code, message, details? }`.' },
      servers: [{ url: '/' }],
    },
  });
  // Served by this plugin, not by the reference page, so the document exists with or without the page
  // (tests check the very document clients read).
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()));
  if (!options.reference) return;
  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  // Its own scope: the reference page starts with an inline script, allowed by hash on this page only.
  await app.register(async (docs) => {
    allowInlineScriptsOfPages(docs);
    // No web fonts from Scalar's servers: the page, like the site, loads from this origin only. Every
    // group open, so each operation is listed at once.
    await docs.register(apiReference, {
      routePrefix: '/api/docs',
      configuration: { title: 'Escapade catalog API', withDefaultFonts: false, url: OPENAPI_DOCUMENT_PATH, defaultOpenAllTags: true },
    });
  });
});
