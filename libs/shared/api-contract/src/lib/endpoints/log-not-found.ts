import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { LocaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Query of a not-found hit: the address that was missing and the market. */
export const NotFoundLogQuerySchema = v.object({
  uri: v.pipe(boundedText(2048), v.minLength(1, 'must not be empty')),
  locale: LocaleSchema,
});

/** The not-found log as the server reads it. */
export type NotFoundLogQuery = v.InferOutput<typeof NotFoundLogQuerySchema>;

/** Logs a 404 page view so broken links can be found (product-side.md section 7: `GET /error`). */
export const logNotFoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/error',
  summary: 'Record a not-found page view',
  tags: ['logs'],
  status: 200,
  query: NotFoundLogQuerySchema,
  reply: AckReplySchema,
});
