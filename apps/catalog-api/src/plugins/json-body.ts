import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A 400 about the body, in the API's error shape (the error handler keeps its status, code and message). */
class BodyError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How a key's place in the body is written in a reply: `body.items[0].__proto__`. */
function pathOf(parent: string, key: string | number): string {
  return typeof key === 'number' ? `${parent}[${key}]` : `${parent}.${key}`;
}

/**
 * The place of a key that could change an object's prototype once the body is copied or merged:
 * `__proto__`, or `constructor` holding a `prototype`. JSON itself allows them; the API refuses them
 * by name rather than as invalid JSON. Walked with a list, not recursion, so no nesting depth the
 * body limit allows can overflow the stack.
 */
export function prototypeKeyPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, 'body']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, pathOf(path, index)]));
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === '__proto__') return pathOf(path, key);
      if (key === 'constructor' && typeof child === 'object' && child !== null && Object.hasOwn(child, 'prototype')) return pathOf(pathOf(path, key), 'prototype');
      pending.push([child, pathOf(path, key)]);
    }
  }
  return undefined;
}

/**
 * JSON bodies, read with the platform's parser: text that is not JSON is a 400 `INVALID_JSON` that
 * says where the parser stopped, and a key that could pollute prototypes is a 400
 * `FORBIDDEN_JSON_KEY` that names it, where Fastify's own parser answers both "not valid JSON".
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text);
    if (body.trim() === '') return done(new BodyError('EMPTY_JSON_BODY', "Body cannot be empty when content-type is set to 'application/json'"));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      return done(new BodyError('INVALID_JSON', `Body is not valid JSON: ${(error as Error).message}`));
    }
    const forbidden = prototypeKeyPath(parsed);
    if (forbidden !== undefined) {
      return done(new BodyError('FORBIDDEN_JSON_KEY', `${forbidden}: this key is refused, as it could change the prototype of objects built from the body`));
    }
    return done(null, parsed);
  });
});
