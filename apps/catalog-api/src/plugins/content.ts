import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentStore } from '../content/content-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** CMS content in memory (home pages, menus, banners, blocks, pages, mini-sites). */
    content: ContentStore;
    /** Whether search engines may index the site: off, the CMS pages are served noindex. */
    indexing: boolean;
  }
}

/** Loads the content once before the API answers, so content calls never wait on the database. */
export default fp(async function contentPlugin(app: FastifyInstance, options: { load: () => Promise<ContentStore>; indexing: boolean }) {
  const started = performance.now();
  const content = await options.load();
  app.log.info({ documents: content.size, ms: Math.round(performance.now() - started) }, 'content store ready');
  app.decorate('content', content);
  app.decorate('indexing', options.indexing);
});
