import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Content-hashed file names (`main.3f9a…e1.js`) never change, so browsers may keep them for a year. */
const HASHED_FILE = /\.[0-9a-f]{16,}\.(js|css)$/;

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, path: string): void {
  res.setHeader('cache-control', HASHED_FILE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built shell at `/` and each remote folder at `/remotes/{name}/`, so the whole site
 * runs from one origin; unknown page paths get the shell's index.html (the SPA fallback).
 */
export default fp(async function webStatic(app: FastifyInstance, options: { webRoot: string }) {
  const shellRoot = join(options.webRoot, 'shell');
  await app.register(fastifyStatic, { root: shellRoot, prefix: '/', index: false, wildcard: false, cacheControl: false, setHeaders: setCacheHeaders });

  const remoteFolders = readdirSync(options.webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shell' && existsSync(join(options.webRoot, entry.name, 'remoteEntry.js')))
    .map((entry) => entry.name);
  for (const name of remoteFolders) {
    await app.register(fastifyStatic, {
      root: join(options.webRoot, name),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  const sendShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', shellRoot);

  app.get('/', (_request, reply) => sendShell(reply));

  // Files are registered one route each (`wildcard: false`), so this only sees paths with no file.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = !path.startsWith('/api/') && !path.startsWith('/remotes/') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return sendShell(reply);
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No file or route for GET ${path}` });
  });
});
