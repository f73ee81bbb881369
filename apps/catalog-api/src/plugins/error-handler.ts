import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@escapade/api-contract';

/**
 * One error handler for the whole API: client mistakes keep their 4xx status and say why;
 * anything else is logged and answered 500 without leaking internals.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const body: ApiError =
      status === 500
        ? { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }
        : { code: error.code ?? 'BAD_REQUEST', message: error.message, ...(error.validation ? { details: error.validation } : {}) };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
});
