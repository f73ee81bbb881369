import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { API_BASE, type ApiError } from '@escapade/api-contract';
import { IMAGES_PATH } from '../routes/images/image-url';

export interface RateLimitOptions {
  /** Requests allowed per client address in each window. */
  max: number;
  timeWindowMs: number;
}

/** Default budget: generous for a person browsing (search fires a few calls per change), tight for a scraper. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, timeWindowMs: 60_000 };

/** Whether a route pattern spends the request budget: every API route except catalog images. */
function isBudgetedRoute(routePattern: string | undefined): boolean {
  return routePattern !== undefined && routePattern.startsWith(`${API_BASE}/`) && !routePattern.startsWith(`${API_BASE}${IMAGES_PATH}/`);
}

/**
 * Limits each client address under `/api`, answering 429 with `Retry-After` and the API's one
 * error shape, so a runaway client cannot starve the others.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: options.timeWindowMs,
    // Only API calls are limited: the site's files and catalog images are static and cached by browsers.
    // Decided on the route the router chose, never on the raw URL: `/%61pi/…` or an absolute-form
    // target (`GET http://host/api/…`) reach the same routes and must spend the same budget.
    allowList: (request) => !isBudgetedRoute(request.routeOptions.url),
    errorResponseBuilder: (_request, context): ApiError & { statusCode: number } => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      // `context.after` is the time left in the window, not the window: the budget names the window.
      message: `Too many requests: at most ${context.max} per ${Math.round(options.timeWindowMs / 1000)} s. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
});
