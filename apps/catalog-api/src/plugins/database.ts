import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { OpenedDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store of record (PGlite or PostgreSQL) through Kysely: writes and non-search reads. */
    db: Kysely<Database>;
  }
}

/** Makes the opened database available to routes and closes it with the server. */
export default fp(async function databasePlugin(app: FastifyInstance, options: { database: OpenedDatabase }) {
  app.decorate('db', options.database.db);
  app.addHook('onClose', async () => {
    await options.database.close();
  });
});
