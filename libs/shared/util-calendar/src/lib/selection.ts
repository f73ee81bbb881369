import { daysBetween, type IsoDate, isIsoDate } from '@escapade/util-market';
import { type CalendarRules, isDaySelectable } from './day-state';
import { type PossibleNights, possibleNightsFromCheckoutNights } from './possible-nights';

/** A pair of stay dates; check-out is set only with a later check-in. */
export interface DateSelection {
  readonly checkIn: IsoDate | null;
  readonly checkOut: IsoDate | null;
}

/**
 * Where the `packageCheckoutNights` lookup for the check-in stands. Each answer names its check-in,
 * so a late answer for an earlier check-in is ignored.
 */
export type PossibleNightsLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly checkIn: IsoDate }
  | {
      readonly status: 'settled';
      readonly checkIn: IsoDate;
      readonly possibleNights: PossibleNights | null;
    };

/**
 * The date picker's state: the dates being picked (`checkIn`, `checkOut`), the dates last written to
 * the hash (`committed`, restored when the calendar closes on a lone check-in) and the nights lookup.
 */
export interface SelectionState extends DateSelection {
  readonly open: boolean;
  readonly committed: DateSelection;
  readonly possibleNightsLookup: PossibleNightsLookup;
}

/** Everything a visitor or the page can do to the date picker. */
export type SelectionAction =
  /** Open the calendar on the committed dates. */
  | { readonly type: 'open' }
  /** A click on a day; ignored unless the day is selectable under `rules` and the current selection. */
  | {
      readonly type: 'click';
      readonly date: IsoDate;
      readonly rules: CalendarRules;
    }
  /** A shortcut's dates; applied only if the check-in and then the check-out would each be selectable. */
  | {
      readonly type: 'pick-range';
      readonly checkIn: IsoDate;
      readonly checkOut: IsoDate;
      readonly rules: CalendarRules;
    }
  /** The `packageCheckoutNights` answer for a check-in. */
  | {
      readonly type: 'possible-nights-loaded';
      readonly checkIn: IsoDate;
      readonly nightCounts: readonly unknown[];
    }
  /** The `packageCheckoutNights` lookup failed: selectable nights are silently cleared. */
  | { readonly type: 'possible-nights-failed'; readonly checkIn: IsoDate }
  /** Clear both dates, also from the hash. */
  | { readonly type: 'clear' }
  /** Validate closes the calendar; ignored while the check-in has no check-out. */
  | { readonly type: 'validate' }
  /** Close (Escape, outside click, close button): a lone check-in gives way to the previous dates. */
  | { readonly type: 'close' }
  /** The hash changed from outside: adopt its dates. */
  | { readonly type: 'sync'; readonly selection: DateSelection };

const NO_DATES: DateSelection = { checkIn: null, checkOut: null };

/** Keeps only real days, and a check-out only after its check-in, whatever the hash carried. */
export function normaliseSelection(selection: DateSelection): DateSelection {
  const checkIn = selection.checkIn !== null && isIsoDate(selection.checkIn) ? selection.checkIn : null;
  const checkOut = checkIn !== null && selection.checkOut !== null && isIsoDate(selection.checkOut) && selection.checkOut > checkIn ? selection.checkOut : null;
  return { checkIn, checkOut };
}

/** A lone check-in triggers a lookup of its possible checkout nights; otherwise there is nothing to look up. */
function lookupFor(dates: DateSelection): PossibleNightsLookup {
  return dates.checkIn !== null && dates.checkOut === null ? { status: 'pending', checkIn: dates.checkIn } : { status: 'idle' };
}

/**
 * The dates being picked become `dates`, with the nights lookup they call for; a lookup already
 * made or under way for the same lone check-in is kept rather than fetched again.
 */
function pickDates(state: SelectionState, dates: DateSelection): SelectionState {
  const current = state.possibleNightsLookup;
  const next = lookupFor(dates);
  const sameCheckIn = next.status === 'pending' && current.status !== 'idle' && current.checkIn === next.checkIn;
  return {
    ...state,
    ...dates,
    possibleNightsLookup: sameCheckIn ? current : next,
  };
}

/** The closed picker on the dates found in the hash (none by default). */
export function initialSelection(committed: DateSelection = NO_DATES): SelectionState {
  const dates = normaliseSelection(committed);
  return {
    ...dates,
    open: false,
    committed: dates,
    possibleNightsLookup: lookupFor(dates),
  };
}

/** Possible nights known for the current check-in, or `null` (unknown, pending or cleared). */
export function possibleNightsOf(state: SelectionState): PossibleNights | null {
  const lookup = state.possibleNightsLookup;
  return lookup.status === 'settled' && lookup.checkIn === state.checkIn ? lookup.possibleNights : null;
}

/** The check-in whose checkout nights should be fetched now, or `null` when nothing is to fetch. */
export function possibleNightsToFetch(state: SelectionState): IsoDate | null {
  const lookup = state.possibleNightsLookup;
  return lookup.status === 'pending' ? lookup.checkIn : null;
}

/** The validate button is disabled while the check-in has no check-out. */
export function isValidateDisabled(state: DateSelection): boolean {
  return state.checkIn !== null && state.checkOut === null;
}

/** Nights of a complete selection (written to the hash with the dates), else `null`. */
export function nightsOf(selection: DateSelection): number | null {
  return selection.checkIn !== null && selection.checkOut !== null ? daysBetween(selection.checkIn, selection.checkOut) : null;
}

function complete(state: SelectionState, checkIn: IsoDate, checkOut: IsoDate): SelectionState {
  // A complete stay needs no nights lookup: the next click starts over.
  return {
    ...state,
    checkIn,
    checkOut,
    committed: { checkIn, checkOut },
    possibleNightsLookup: { status: 'idle' },
  };
}

function settle(state: SelectionState, checkIn: IsoDate, possibleNights: PossibleNights | null): SelectionState {
  const lookup = state.possibleNightsLookup;
  if (lookup.status !== 'pending' || lookup.checkIn !== checkIn) return state;
  return {
    ...state,
    possibleNightsLookup: { status: 'settled', checkIn, possibleNights },
  };
}

function click(state: SelectionState, date: IsoDate, rules: CalendarRules): SelectionState {
  const context = {
    ...rules,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    possibleNights: possibleNightsOf(state),
  };
  if (!isDaySelectable(date, context)) return state;
  // A selectable day after a lone check-in is a check-out; any other selectable day starts over.
  if (state.checkIn !== null && state.checkOut === null && date > state.checkIn) return complete(state, state.checkIn, date);
  return pickDates(state, { checkIn: date, checkOut: null });
}

function pickRange(state: SelectionState, checkIn: IsoDate, checkOut: IsoDate, rules: CalendarRules): SelectionState {
  const asCheckIn = isDaySelectable(checkIn, {
    ...rules,
    checkIn: null,
    checkOut: null,
  });
  const asCheckOut = isDaySelectable(checkOut, {
    ...rules,
    checkIn,
    checkOut: null,
  });
  return asCheckIn && asCheckOut && checkOut > checkIn ? complete(state, checkIn, checkOut) : state;
}

/**
 * The date picker of both calendars: first click sets the check-in, a later day the check-out, a
 * day on or before the check-in restarts; only selectable days are ever taken. The committed dates
 * change when a check-out is picked or on clear, which is when the page writes the hash.
 */
export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'open':
      return { ...pickDates(state, state.committed), open: true };
    case 'click':
      return click(state, action.date, action.rules);
    case 'pick-range':
      return pickRange(state, action.checkIn, action.checkOut, action.rules);
    case 'possible-nights-loaded':
      return settle(state, action.checkIn, possibleNightsFromCheckoutNights(action.nightCounts));
    case 'possible-nights-failed':
      return settle(state, action.checkIn, null);
    case 'clear':
      return { ...pickDates(state, NO_DATES), committed: NO_DATES };
    case 'validate':
      return isValidateDisabled(state) ? state : { ...state, open: false };
    case 'close':
      return {
        ...(isValidateDisabled(state) ? pickDates(state, state.committed) : state),
        open: false,
      };
    case 'sync': {
      const dates = normaliseSelection(action.selection);
      return { ...pickDates(state, dates), committed: dates };
    }
  }
}
