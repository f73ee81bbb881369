import * as v from 'valibot';
import { integerInRange, numberInRange } from './wire-values';

/** Review scores use a base of 10. */
export const REVIEW_SCALE = 10;

/** A hotel's reviews at a glance: average out of 10 (null when none, shown 'New') and count. */
export const ReviewSummarySchema = v.object({
  count: integerInRange(0, Number.MAX_SAFE_INTEGER),
  average: v.nullable(numberInRange(0, REVIEW_SCALE)),
});

/** Count and average of a hotel's reviews. */
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;
