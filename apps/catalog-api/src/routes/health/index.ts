import type { FastifyInstance } from 'fastify';

/** Liveness for load balancers and the start script. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
}
