import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { API_BASE } from '@escapade/api-contract';
import { allowInlineScriptsOfPages } from './security-headers';

/** Where the browsable reference is served. */
const REFERENCE_PATH = `${API_BASE}/docs`;
/** Where the OpenAPI document is served: the reference page reads it from there, as any client may. */
export const OPENAPI_DOCUMENT_PATH = `${REFERENCE_PATH}/openapi.json`;

/**
 * The OpenAPI document of every route, built from the contract's schemas and served at
 * {@link OPENAPI_DOCUMENT_PATH}, and a browsable reference at `/api/docs` (Scalar, loaded with a
 * dynamic import on the page's first visit), the one page whose inline script the content security
 * policy allows.
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
  // Its own scope: the reference page starts with an inline script, allowed by hash on this page only.
  await app.register(async (docs) => {
    allowInlineScriptsOfPages(docs);
    const reference = referenceOnFirstVisit();
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (await reference()).inject({ method: 'GET', url: request.url, headers: { host: request.headers.host ?? 'localhost' } });
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const name of ['content-type', 'location'] as const) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.body);
    };
    for (const url of [REFERENCE_PATH, `${REFERENCE_PATH}/js/scalar.js`]) docs.get(url, { schema: { hide: true } }, forward);
  });
});

/**
 * The reference page's own server, started on its first visit: Scalar's plugin holds its browser
 * bundle as an 8 MB string (some 17 MB of heap with its code), which a server that nobody asks for
 * the reference has no reason to keep. Its pages are served through this server's routes and hooks.
 */
function referenceOnFirstVisit(): () => Promise<FastifyInstance> {
  let started: Promise<FastifyInstance> | undefined;
  const start = async () => {
    const { default: apiReference } = await import('@scalar/fastify-api-reference');
    const reference = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    // No web fonts from Scalar's servers: the page, like the site, loads from this origin only. Every
    // group open, so each operation is listed at once.
    await reference.register(apiReference, {
      routePrefix: REFERENCE_PATH,
      configuration: { title: 'Escapade catalog API', withDefaultFonts: false, url: OPENAPI_DOCUMENT_PATH, defaultOpenAllTags: true },
    });
    await reference.ready();
    return reference;
  };
  return () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
}
