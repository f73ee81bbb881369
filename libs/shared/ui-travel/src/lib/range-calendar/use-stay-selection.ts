import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  type CalendarShortcut,
  initialSelection,
  popularDateShortcuts,
  possibleNightsOf,
  possibleNightsToFetch,
  selectionReducer,
  type DateSelection,
  type PossibleNights,
} from '@escapade/util-calendar';
import type { IsoDate, MarketCode } from '@escapade/util-market';

export interface StaySelectionOptions {
  /** The dates of the page when the calendar opens. */
  readonly dates: DateSelection;
  readonly market: MarketCode;
  /**
   * The nights a check-in allows (`packageCheckoutNights`), or null when the page has no such
   * lookup: the selection then keeps the 20-day window. A failed lookup silently clears them.
   */
  readonly lookUpNights: (checkIn: IsoDate) => Promise<readonly unknown[]> | null;
  /** What the lookup depends on besides the check-in (the party, the product): a new key asks again. */
  readonly lookUpKey: string;
  /** A complete stay was picked, or the dates were cleared. */
  readonly onChange: (dates: DateSelection) => void;
}

/** What a calendar draws and does with the selection. */
export interface StaySelection {
  readonly now: Date;
  readonly checkIn: IsoDate | null;
  readonly checkOut: IsoDate | null;
  readonly possibleNights: PossibleNights | null;
  readonly click: (date: IsoDate) => void;
  readonly clear: () => void;
  /** This weekend and the market's popular dates, where the market runs them. */
  readonly shortcuts: readonly CalendarShortcut[];
  /** A shortcut's stay, when its days can be picked. */
  readonly pickShortcut: (shortcut: CalendarShortcut) => void;
}

function openedOn(dates: DateSelection) {
  return selectionReducer(initialSelection(dates), { type: 'open' });
}

/**
 * The date selection of a calendar (util-calendar's rules), shared by calendar A of the search box
 * and calendar B of the stay and hotel pages: it opens on the page's dates, asks the possible nights
 * of each new check-in (an answer for an earlier check-in is ignored by the reducer) and hands a
 * completed or cleared stay to the page.
 */
export function useStaySelection({ dates, market, lookUpNights, lookUpKey, onChange }: StaySelectionOptions): StaySelection {
  const [now] = useState(() => new Date());
  const rules = useMemo(() => ({ market, now }), [market, now]);
  // The experiment's variation is served to every visitor of the markets where it runs.
  const shortcuts = useMemo(() => popularDateShortcuts({ now, market, variation: true }), [market, now]);
  const [state, dispatch] = useReducer(selectionReducer, dates, openedOn);

  // The latest lookup is read when a check-in needs one; `lookUpKey` says when its answers change.
  const lookUp = useRef(lookUpNights);
  lookUp.current = lookUpNights;
  const checkInToLookUp = possibleNightsToFetch(state);
  useEffect(() => {
    if (checkInToLookUp === null) return;
    const pending = lookUp.current(checkInToLookUp);
    if (pending === null) {
      dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp });
      return;
    }
    pending.then(
      (nightCounts) => dispatch({ type: 'possible-nights-loaded', checkIn: checkInToLookUp, nightCounts }),
      () => dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp }),
    );
  }, [checkInToLookUp, lookUpKey]);

  // The committed dates change when a check-out completes the stay or on clear: the page takes them.
  const committed = useRef(state.committed);
  useEffect(() => {
    if (committed.current === state.committed) return;
    committed.current = state.committed;
    onChange(state.committed);
  }, [state.committed, onChange]);

  return {
    now,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    possibleNights: possibleNightsOf(state),
    click: (date) => dispatch({ type: 'click', date, rules }),
    clear: () => dispatch({ type: 'clear' }),
    shortcuts,
    pickShortcut: ({ checkIn, checkOut }) => dispatch({ type: 'pick-range', checkIn, checkOut, rules }),
  };
}
