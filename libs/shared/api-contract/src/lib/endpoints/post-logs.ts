import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { LocaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Log levels a client may report. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

/** Longest message kept: clients send the first 256 characters. */
export const MAX_LOG_MESSAGE = 256;

/** A client-side report (wallet errors, crash page): level, market, where it happened and what. */
export const LogBodySchema = v.strictObject({
  level: v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
  locale: LocaleSchema,
  /** Where it happened, e.g. `application.client.error`, or the page address. */
  location: v.pipe(boundedText(2048), v.minLength(1, 'must not be empty')),
  message: v.pipe(boundedText(MAX_LOG_MESSAGE), v.minLength(1, 'must not be empty')),
});

/** A client log entry. */
export type LogBody = v.InferOutput<typeof LogBodySchema>;

/** Client error reports (product-side.md section 7: `POST /logs`). */
export const postLogsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logs',
  summary: 'Record a client-side log entry',
  tags: ['logs'],
  status: 201,
  body: LogBodySchema,
  reply: AckReplySchema,
});
