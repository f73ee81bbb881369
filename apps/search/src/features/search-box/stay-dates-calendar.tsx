import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { packageCheckoutNightsQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RangeCalendar } from '@escapade/ui-travel';
import { initialSelection, possibleNightsOf, possibleNightsToFetch, selectionReducer, type CalendarDevice, type DateSelection } from '@escapade/util-calendar';
import { buildPackageCheckoutNightsRequest, type Party } from '@escapade/util-criteria';

export interface StayDatesCalendarProps {
  /** The dates of the search box when the calendar opens. */
  readonly dates: DateSelection;
  /** The party the possible nights are asked for. */
  readonly party: Party;
  readonly device: CalendarDevice;
  /** A complete stay was picked, or the dates were cleared. */
  readonly onChange: (dates: DateSelection) => void;
  /** Validate, or the mobile drawer closed: a lone check-in is dropped with the calendar. */
  readonly onClose: () => void;
}

/** Opens the picker on the committed dates, as the calendar does when it is shown. */
function openedOn(dates: DateSelection) {
  return selectionReducer(initialSelection(dates), { type: 'open' });
}

/**
 * Calendar A of the search box, loaded only when the dates field opens: the selection rules of
 * util-calendar, and the possible nights of a new check-in for the whole site (`packageCheckoutNights`);
 * a failed lookup silently clears them, leaving the 20-day window.
 */
export default function StayDatesCalendar({ dates, party, device, onChange, onClose }: StayDatesCalendarProps) {
  const market = useMarket();
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const rules = useMemo(() => ({ market: market.code, now }), [market.code, now]);
  const [state, dispatch] = useReducer(selectionReducer, dates, openedOn);
  const checkInToLookUp = possibleNightsToFetch(state);
  const { adult, child, baby } = party;

  useEffect(() => {
    if (checkInToLookUp === null) return;
    const { params, query } = buildPackageCheckoutNightsRequest({
      weekendId: market.pointOfSale,
      checkin: checkInToLookUp,
      pax: { adult, child, baby },
      locale: market.code,
    });
    // Each answer names its check-in: the reducer ignores one that arrives after another click.
    queryClient.fetchQuery(packageCheckoutNightsQueryOptions(params, query)).then(
      (nightCounts) => dispatch({ type: 'possible-nights-loaded', checkIn: checkInToLookUp, nightCounts }),
      () => dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp }),
    );
  }, [checkInToLookUp, adult, child, baby, market.code, market.pointOfSale, queryClient]);

  // The committed dates change when a check-out completes the stay or on clear: the box takes them.
  const committed = useRef(state.committed);
  useEffect(() => {
    if (committed.current === state.committed) return;
    committed.current = state.committed;
    onChange(state.committed);
  }, [state.committed, onChange]);

  return (
    <RangeCalendar
      variant="A"
      device={device}
      market={market.code}
      now={now}
      checkIn={state.checkIn}
      checkOut={state.checkOut}
      possibleNights={possibleNightsOf(state)}
      onDayClick={(date) => dispatch({ type: 'click', date, rules })}
      onClear={() => dispatch({ type: 'clear' })}
      onValidate={onClose}
      open
      onClose={onClose}
    />
  );
}
