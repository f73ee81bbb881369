import * as v from 'valibot';
import { IsoDateSchema, IsoMonthSchema } from './iso-date';
import { CentsSchema, PromoPercentSchema } from './money';
import { MAX_NIGHTS, TRAVELLER_BOUNDS } from './travellers';
import { integerInRange } from './wire-values';
import { documented } from '../documented';

/** Months of availability a calendar can load at once (the availability window is 12 months). */
export const MAX_AVAILABILITY_MONTHS = 12;

/** The first month a calendar call shows; the document states the rule against the calendar's window, which the server enforces. */
export const CalendarMonthSchema = v.pipe(v.optional(IsoMonthSchema), documented('calendarMonth'));

/** A bookable day: the calendar shows its price and enforces the minimum stay from it. */
export const AvailabilityDaySchema = v.object({
  /** Price as display text in euros (legacy field); `amount` is the authoritative cents. */
  price: v.string(),
  amount: CentsSchema,
  /** Minimum length of stay for an arrival that day, in nights. */
  minLos: integerInRange(1, MAX_NIGHTS),
  promo: PromoPercentSchema,
  bestPriceOfTheMonth: v.boolean(),
});

/** Price and minimum stay of one day. */
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>;

/** Days keyed by `yyyy-MM-dd`; null marks a day without availability (unselectable). */
export const AvailabilityDaysSchema = v.record(IsoDateSchema, v.nullable(AvailabilityDaySchema));

/** Availability by day. */
export type AvailabilityDays = v.InferOutput<typeof AvailabilityDaysSchema>;

/**
 * A window of a product's calendar plus the months around it, so the calendar can page without
 * asking first whether a month exists.
 */
export const AvailabilityCalendarSchema = v.object({
  days: AvailabilityDaysSchema,
  nextMonth: v.nullable(IsoMonthSchema),
  prevMonth: v.nullable(IsoMonthSchema),
  minMonth: IsoMonthSchema,
  maxMonth: IsoMonthSchema,
  adult: integerInRange(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max),
  child: integerInRange(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max),
  baby: integerInRange(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max),
});

/** A product's availability calendar. */
export type AvailabilityCalendar = v.InferOutput<typeof AvailabilityCalendarSchema>;

/** One day of a hotel's availability list ("entries with day"). */
export const HotelAvailabilityEntrySchema = v.object({
  day: IsoDateSchema,
  ...AvailabilityDaySchema.entries,
});

/** A hotel's availability on one day. */
export type HotelAvailabilityEntry = v.InferOutput<typeof HotelAvailabilityEntrySchema>;
