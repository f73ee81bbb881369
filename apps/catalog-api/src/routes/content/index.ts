import type { FastifyInstance } from 'fastify';
import bannerRoutes from './banners';
import blockRoutes from './blocks';
import cmsHomeRoutes from './cms-home';
import navigationRoutes from './navigation';
import pageRoutes from './pages';
import trackingRoutes from './tracking';

/**
 * Every content call answered from the in-memory content store, plus the storefront's writes
 * (not-found log, client logs, newsletter, analytics), which need the database.
 */
export default async function contentRoutes(app: FastifyInstance) {
  await app.register(cmsHomeRoutes);
  await app.register(navigationRoutes);
  await app.register(bannerRoutes);
  await app.register(blockRoutes);
  await app.register(pageRoutes);
  if (app.hasDecorator('db')) await app.register(trackingRoutes);
}
