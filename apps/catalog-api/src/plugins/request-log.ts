import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@escapade/api-contract';

/** A path under the API's base. */
const isApiPath = (path: string) => path === API_BASE || path.startsWith(`${API_BASE}/`);

/** A file of a build (a script, a style, a picture, a remote's entry): its path ends in a name with an extension. */
const isFilePath = (path: string) => path.startsWith('/remotes/') || /\/[^/]+\.[A-Za-z0-9]+$/.test(path);

/**
 * One line per answered request (Fastify's own two lines per request are turned off): API calls and
 * pages at `info`, the build's files at `debug`, so a page load reads as one or two lines, not forty.
 * A 5xx is always an `error` line, a 4xx of a file a `debug` one.
 */
export function requestLogLevel(request: Pick<FastifyRequest, 'url'>, statusCode: number): 'error' | 'info' | 'debug' {
  if (statusCode >= 500) return 'error';
  const path = request.url.split('?')[0];
  return !isApiPath(path) && isFilePath(path) ? 'debug' : 'info';
}

export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const level = requestLogLevel(request, reply.statusCode);
    request.log[level](
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      `${request.method} ${request.url} ${reply.statusCode}`,
    );
  });
});
