import * as v from 'valibot';
import { HrefSchema } from './href';
import { IdSchema } from './ids';
import { HotelLocationSchema } from './location';
import { ReviewSummarySchema } from './review';
import { integerInRange } from './wire-values';

/** The hotel (or activity centre) as a card shows it: the name links to its page by id or uri. */
export const HotelSummarySchema = v.object({
  id: IdSchema,
  uri: HrefSchema,
  label: v.string(),
  /** Hotel class 1–5; 0 for an activity centre without one. */
  stars: integerInRange(0, 5),
  location: HotelLocationSchema,
  review: ReviewSummarySchema,
  /** Transport labels (search-side.md section 3). */
  airportLabel: v.optional(v.nullable(v.string())),
  trainStationLabel: v.optional(v.nullable(v.string())),
});

/** A card's hotel. */
export type HotelSummary = v.InferOutput<typeof HotelSummarySchema>;
