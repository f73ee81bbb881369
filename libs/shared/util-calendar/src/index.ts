export type { Availability, AvailabilityDay } from './lib/availability';
export { availabilityOn } from './lib/availability';
export type { BestPrice } from './lib/best-price';
export { bestPriceOfMonth } from './lib/best-price';
export type { DayLabelParts } from './lib/day-label';
export { dayLabelParts } from './lib/day-label';
export type { CalendarRules, DayContext, DayState } from './lib/day-state';
export { dayState, isDayOver, isDaySelectable, TODAY_CUTOFF_HOUR } from './lib/day-state';
export type { MessageDescriptor } from './lib/messages';
export { calendarMessages } from './lib/messages';
export { monthWeeks } from './lib/month-weeks';
export type { CalendarDevice, MonthRange } from './lib/month-window';
export {
  appendMobileMonths,
  AVAILABILITY_CHUNK_MONTHS,
  AVAILABILITY_WINDOW_MONTHS,
  availabilityChunks,
  currentMonth,
  DESKTOP_VISIBLE_MONTHS,
  initialMonths,
  isInAvailabilityWindow,
  isNextMonthDisabled,
  isPreviousMonthDisabled,
  lastWindowMonth,
  LOAD_MORE_DISTANCE_PX,
  MOBILE_MONTHS_PER_STEP,
  MONTHS_PAST_CHECK_IN,
  shouldLoadMoreMonths,
  STEP_LENGTH,
  stepDesktopMonths,
} from './lib/month-window';
export type { PossibleNights } from './lib/possible-nights';
export { FALLBACK_CHECKOUT_WINDOW_DAYS, isPossibleCheckOut, possibleCheckOutDates, possibleNightsFromCheckoutNights } from './lib/possible-nights';
export type { DateSelection, PossibleNightsLookup, SelectionAction, SelectionState } from './lib/selection';
export { initialSelection, isValidateDisabled, nightsOf, normaliseSelection, possibleNightsOf, possibleNightsToFetch, selectionReducer } from './lib/selection';
export type { CalendarShortcut, DateRange, PopularDateShortcutsOptions } from './lib/shortcuts';
export { currentWeekend, POPULAR_DATES, POPULAR_DATES_MARKETS, popularDateShortcuts } from './lib/shortcuts';
