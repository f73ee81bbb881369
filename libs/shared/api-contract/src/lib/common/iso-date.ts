import * as v from 'valibot';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** True when `yyyy-MM-dd` names a day that exists (no 2025-02-30), so searches never start on a phantom day. */
export function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day `yyyy-MM-dd` in the market's calendar (check-in, check-out, availability keys). */
export const IsoDateSchema = v.pipe(
  v.string('must be a date (yyyy-MM-dd)'),
  v.regex(ISO_DATE, 'must be a date (yyyy-MM-dd)'),
  v.check(isRealIsoDate, 'must be a real calendar date'),
);

/** A day as `yyyy-MM-dd`. */
export type IsoDate = v.InferOutput<typeof IsoDateSchema>;

/** A calendar month `yyyy-MM`: availability windows page by month. */
export const IsoMonthSchema = v.pipe(v.string('must be a month (yyyy-MM)'), v.regex(ISO_MONTH, 'must be a month (yyyy-MM)'));

/** A month as `yyyy-MM`. */
export type IsoMonth = v.InferOutput<typeof IsoMonthSchema>;

/** An instant in ISO 8601 with offset (expirations, deadlines), as JSON carries dates. */
export const IsoDateTimeSchema = v.pipe(v.string('must be a date-time'), v.isoTimestamp('must be an ISO 8601 date-time'));

/** An ISO 8601 instant. */
export type IsoDateTime = v.InferOutput<typeof IsoDateTimeSchema>;
