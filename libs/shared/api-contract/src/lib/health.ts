import * as v from 'valibot';

/** `GET /api/health`: liveness for load balancers and the start script. */
export const HealthReplySchema = v.object({ status: v.literal('ok') });

/** The health reply. */
export type HealthReply = v.InferOutput<typeof HealthReplySchema>;
