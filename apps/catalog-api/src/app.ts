import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import errorHandler from './plugins/error-handler';
import rateLimit, { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import webStatic from './plugins/web-static';
import healthRoutes from './routes/health';
import imageRoutes from './routes/images';

export interface AppOptions {
  /** Folder holding the built `shell/` and remote folders; when set, the site is served from this origin too. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Per-address request budget under `/api`; `false` turns it off (benchmarks). */
  rateLimit?: RateLimitOptions | false;
}

/**
 * Builds the API instance without listening, so tests drive it with `app.inject()` and the server
 * entry only adds a port. Plugins go infrastructure first, then routes.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  if (options.rateLimit !== false) await app.register(rateLimit, options.rateLimit ?? DEFAULT_RATE_LIMIT);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(imageRoutes, { prefix: '/api' });

  if (options.webRoot) await app.register(webStatic, { webRoot: options.webRoot });
  return app;
}
