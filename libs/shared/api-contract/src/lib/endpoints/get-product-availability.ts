import * as v from 'valibot';
import { AvailabilityCalendarSchema, CalendarMonthSchema, MAX_AVAILABILITY_MONTHS } from '../common/availability';
import { IdParamSchema, WireIdSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, TRAVELLER_BOUNDS } from '../common/travellers';
import { queryInteger } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Months a calendar loads per step on desktop. */
export const DEFAULT_AVAILABILITY_MONTHS = 2;

/** Path parameters: the weekend (product) whose calendar is asked. */
export const ProductAvailabilityParamsSchema = v.object({ weekendId: IdParamSchema });

/** Query of a product calendar: first month (current month when absent), months to load, party. */
export const ProductAvailabilityQuerySchema = v.strictObject({
  locale: LocaleSchema,
  month: CalendarMonthSchema,
  length: v.optional(queryInteger(1, MAX_AVAILABILITY_MONTHS), String(DEFAULT_AVAILABILITY_MONTHS)),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
  minisite: v.optional(WireIdSchema),
});

/** A product calendar call as the server reads it. */
export type ProductAvailabilityQuery = v.InferOutput<typeof ProductAvailabilityQuerySchema>;

/** Days keyed by date (null = unavailable) and the months around, for paging. */
export const ProductAvailabilityReplySchema = AvailabilityCalendarSchema;

/**
 * Per-product availability calendar by month (calendar B, product page). The spec does not show the
 * path; ours is `GET /weekend/:weekendId/availabilities.json`.
 */
export const getProductAvailabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/weekend/:weekendId/availabilities.json',
  summary: 'Availability and prices by day of one weekend, by month',
  tags: ['calendar'],
  status: 200,
  params: ProductAvailabilityParamsSchema,
  query: ProductAvailabilityQuerySchema,
  reply: ProductAvailabilityReplySchema,
});
