import { availabilityOn } from './availability';
import { bestPriceOfMonth } from './best-price';
import { type IsoDate, monthOf } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import { type DayContext, dayState, type DayState, isDaySelectable } from './day-state';
import { calendarMessages, type MessageDescriptor } from './messages';

/**
 * What a day cell announces to assistive technology, as data: the UI formats `date` in the
 * market's locale and joins it with the translated state, the price and the best-price mention.
 */
export interface DayLabelParts {
  readonly date: IsoDate;
  readonly state: DayState;
  /** Whether a click on the cell does anything (a check-out or in-range day may still be clickable). */
  readonly clickable: boolean;
  readonly stateLabel: MessageDescriptor;
  /** The feed's price for a stay starting that day, or `null` when there is none. */
  readonly price: string | null;
  /** Set on the cheapest bookable days of the month. */
  readonly bestPriceLabel: MessageDescriptor | null;
}

const STATE_LABELS: Readonly<Record<DayState, MessageDescriptor>> = {
  'check-in': calendarMessages.checkIn,
  'check-out': calendarMessages.checkOut,
  'in-range': calendarMessages.inRange,
  selectable: calendarMessages.selectable,
  unselectable: calendarMessages.unselectable,
};

const NO_PRICE = { price: null, bestPriceLabel: null } as const;

function priceParts(date: IsoDate, context: DayContext): Pick<DayLabelParts, 'price' | 'bestPriceLabel'> {
  const { availability } = context;
  if (availability === undefined) return NO_PRICE;
  const entry = availabilityOn(availability, date);
  if (entry === null) return NO_PRICE;
  const best = bestPriceOfMonth(availability, monthOf(date), marketToday(context.now, context.market));
  return {
    price: entry.price,
    bestPriceLabel: best?.dates.includes(date) ? calendarMessages.bestPriceOfTheMonth : null,
  };
}

/** The label parts of one day of the calendar, under the same rules that decide its state. */
export function dayLabelParts(date: IsoDate, context: DayContext): DayLabelParts {
  const state = dayState(date, context);
  return {
    date,
    state,
    clickable: isDaySelectable(date, context),
    stateLabel: STATE_LABELS[state],
    ...priceParts(date, context),
  };
}
