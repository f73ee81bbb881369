import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@escapade/api-contract';

/** Methods a route of this API may answer, in the order an `Allow` header lists them. */
const ROUTABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** An error as the API answers it: a 4xx keeps its status and reason, anything else is a 500 that leaks nothing. */
function toErrorReply(error: FastifyError): { status: number; body: ApiError } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const body: ApiError =
    status === 500
      ? { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }
      : { code: error.code ?? 'BAD_REQUEST', message: error.message, ...(error.validation ? { details: error.validation } : {}) };
  return { status, body };
}

/**
 * Errors Fastify meets before routing (a path that is not valid percent-encoding, a parameter over
 * the length limit) get the same reply as any other error, not Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorReply(error);
  void reply.status(status).send(body);
}

/** What Node's HTTP parser refused, as the status and reply the client should see. */
function clientErrorReply(error: Error & { code?: string }): { status: number; body: ApiError } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { code: 'REQUEST_TIMEOUT', message: 'The request was not received in time.' } };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are larger than this server accepts.' } };
  return { status: 400, body: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' } };
}

/**
 * Requests Node's HTTP parser refuses (a malformed request line, headers too large) never reach
 * Fastify's routing: this answers them on the socket in the API's one error shape.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error: Error & { code?: string }, socket: Socket) => {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorReply(error);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
};

/**
 * The methods routes answer for this request's path. The site's catch-all page route (a wildcard
 * over the whole path) does not make every path known, or any mistyped path would claim to exist.
 */
function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const path = request.url.split('?')[0];
  return ROUTABLE_METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    if (!route) return false;
    const rest = (route.params as Record<string, string | undefined>)['*'];
    return rest === undefined || `/${rest}` !== decodedPath(path);
  });
}

/** The path as the router matched it (percent-decoded), or as sent when it cannot be decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The 405 with `Allow` for a request whose method no route answers on a path other methods serve,
 * or undefined when no method is served there. Also for the site's catch-all page route, which
 * takes every GET path a file does not (`GET /api/marketing/newsletter` is a POST-only path).
 */
export function answerOtherMethods(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const allowed = allowedMethods(app, request);
  return allowed.length > 0 ? methodNotAllowed(request, reply, allowed) : undefined;
}

/** 405 for a method no route answers on a path other methods serve, naming those in `Allow`. */
function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: string[]) {
  const path = request.url.split('?')[0];
  const body: ApiError = { code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed on ${path}: use ${allowed.join(' or ')}` };
  return reply.status(405).header('allow', allowed.join(', ')).send(body);
}

/**
 * One error handler for the whole API: client mistakes keep their 4xx status and say why;
 * anything else is logged and answered 500 without leaking internals. A path no route serves is a
 * 404; a path served for other methods is a 405 with `Allow`, decided before the body is read.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return answerOtherMethods(app, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
});
