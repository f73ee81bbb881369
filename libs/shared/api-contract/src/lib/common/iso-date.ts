import * as v from 'valibot';
import { ISO_DATE_PATTERN, ISO_MONTH_PATTERN, isIsoDate } from '@escapade/util-market';

/** Leap years of the proleptic Gregorian calendar, as four digits: every fourth year, centuries only when divisible by 400. */
const LEAP_YEAR = String.raw`(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)`;

/**
 * Real calendar days only, as one regular expression: the JSON Schema `pattern` of {@link IsoDateSchema},
 * so a document reader refuses `0000-00-00` or `2026-02-29` as the server does (util-market's `isIsoDate`).
 */
export const CALENDAR_DATE_PATTERN = new RegExp(
  String.raw`^(?:\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|${LEAP_YEAR}-02-29)$`,
);

/** A calendar day `yyyy-MM-dd` in the market's calendar (check-in, check-out, availability keys); a phantom day (2025-02-30) is refused. */
export const IsoDateSchema = v.pipe(
  v.string('must be a date (yyyy-MM-dd)'),
  v.regex(ISO_DATE_PATTERN, 'must be a date (yyyy-MM-dd)'),
  v.check((day: string) => isIsoDate(day), 'must be a real calendar date'),
  v.metadata({ pattern: CALENDAR_DATE_PATTERN.source }),
);

/** A calendar month `yyyy-MM`: availability windows page by month. */
export const IsoMonthSchema = v.pipe(v.string('must be a month (yyyy-MM)'), v.regex(ISO_MONTH_PATTERN, 'must be a month (yyyy-MM)'));

/** An instant in ISO 8601 with offset (expirations, deadlines), as JSON carries dates. */
export const IsoDateTimeSchema = v.pipe(v.string('must be a date-time'), v.isoTimestamp('must be an ISO 8601 date-time'));

/** An ISO 8601 instant. */
export type IsoDateTime = v.InferOutput<typeof IsoDateTimeSchema>;
