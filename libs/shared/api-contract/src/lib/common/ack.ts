import * as v from 'valibot';

/** Reply of calls that only store something (logs, newsletter, analytics): the client needs no more than success. */
export const AckReplySchema = v.object({ ok: v.literal(true) });

/** Acknowledgement of a stored write. */
export type AckReply = v.InferOutput<typeof AckReplySchema>;
