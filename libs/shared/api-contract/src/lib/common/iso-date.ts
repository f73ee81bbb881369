import * as v from 'valibot';
import { ISO_DATE_PATTERN, ISO_MONTH_PATTERN, isIsoDate } from '@escapade/util-market';

/** A calendar day `yyyy-MM-dd` in the market's calendar (check-in, check-out, availability keys); a phantom day (2025-02-30) is refused. */
export const IsoDateSchema = v.pipe(
  v.string('must be a date (yyyy-MM-dd)'),
  v.regex(ISO_DATE_PATTERN, 'must be a date (yyyy-MM-dd)'),
  v.check((day: string) => isIsoDate(day), 'must be a real calendar date'),
);

/** A calendar month `yyyy-MM`: availability windows page by month. */
export const IsoMonthSchema = v.pipe(v.string('must be a month (yyyy-MM)'), v.regex(ISO_MONTH_PATTERN, 'must be a month (yyyy-MM)'));

/** An instant in ISO 8601 with offset (expirations, deadlines), as JSON carries dates. */
export const IsoDateTimeSchema = v.pipe(v.string('must be a date-time'), v.isoTimestamp('must be an ISO 8601 date-time'));

/** An ISO 8601 instant. */
export type IsoDateTime = v.InferOutput<typeof IsoDateTimeSchema>;
