import * as v from 'valibot';
import { HotelAvailabilityEntrySchema, CalendarMonthSchema, MAX_AVAILABILITY_MONTHS } from '../common/availability';
import { IdParamSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { queryInteger } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Path parameters: the hotel. */
export const HotelAvailabilityParamsSchema = v.object({ hotelId: IdParamSchema });

/** Query of a hotel's availability: first month (current when absent) and months, 12 by default. */
export const HotelAvailabilityQuerySchema = v.strictObject({
  locale: LocaleSchema,
  month: CalendarMonthSchema,
  length: v.optional(queryInteger(1, MAX_AVAILABILITY_MONTHS), String(MAX_AVAILABILITY_MONTHS)),
});

/** A hotel availability call as the server reads it. */
export type HotelAvailabilityQuery = v.InferOutput<typeof HotelAvailabilityQuerySchema>;

/** Bookable days of the hotel (its cheapest offer each day), in date order; unavailable days are absent. */
export const HotelAvailabilityReplySchema = v.array(HotelAvailabilityEntrySchema);

/** The hotel page calendar (search-side.md section 7). */
export const getHotelAvailabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/hotels/:hotelId/availabilities.json',
  summary: 'Availability and prices by day of a hotel',
  tags: ['calendar'],
  status: 200,
  params: HotelAvailabilityParamsSchema,
  query: HotelAvailabilityQuerySchema,
  reply: HotelAvailabilityReplySchema,
});
