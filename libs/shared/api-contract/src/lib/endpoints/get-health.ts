import { HealthReplySchema } from '../health';
import { defineEndpoint } from '../endpoint';

/** Liveness for load balancers and the start script. */
export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness check',
  tags: ['health'],
  status: 200,
  reply: HealthReplySchema,
});
