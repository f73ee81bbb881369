import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@escapade/api-contract';
import { contractRoute } from '../../plugins/contract-routes';

/** Liveness for load balancers and the start script, registered from the contract so the document describes its reply. */
export default async function healthRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.health, async () => ({ status: 'ok' as const }));
}
