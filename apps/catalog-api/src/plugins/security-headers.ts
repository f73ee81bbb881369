import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** `'sha256-…'` sources for the inline scripts of an HTML page (scripts with a `src` are covered by `'self'`). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** A content security policy with `sources` added to each of `directives` (left as they are where absent). */
export function extendPolicy(policy: string, directives: readonly string[], sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) => (directives.includes(directive.split(' ')[0]) ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}

/**
 * For a page we trust but do not write (the API reference at `/api/docs` bootstraps with an inline
 * script), allows exactly the inline scripts each HTML reply of `scope` carries, by hash, and nothing
 * else. Call it on an encapsulated scope: the rest of the site keeps `script-src 'self'`.
 */
export function allowInlineScriptsOfPages(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof payload !== 'string' || typeof policy !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    reply.header('content-security-policy', extendPolicy(policy, ['script-src'], inlineScriptHashes(payload)));
    return payload;
  });
}

/**
 * Security headers for the API and the site it serves: scripts only from this origin (the remotes
 * are served from it too), images also as data/blob URLs, map tiles rendered in blob workers.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
