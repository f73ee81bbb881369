import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { ApiError } from '@escapade/api-contract';

export interface RateLimitOptions {
  /** Requests allowed per client address in each window. */
  max: number;
  timeWindowMs: number;
}

/** Default budget: generous for a person browsing (search fires a few calls per change), tight for a scraper. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, timeWindowMs: 60_000 };

/**
 * Limits each client address under `/api`, answering 429 with `Retry-After` and the API's one
 * error shape, so a runaway client cannot starve the others.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: options.timeWindowMs,
    // Only API calls are limited: the site's files and catalog images are static and cached by browsers.
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/images/'),
    errorResponseBuilder: (_request, context): ApiError & { statusCode: number } => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests: at most ${context.max} per ${context.after}. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
});
