import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityDay } from '@escapade/api-contract';
import { packageCheckoutNightsQueryOptions, productAvailabilityQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RangeCalendar } from '@escapade/ui-travel';
import { initialSelection, possibleNightsOf, possibleNightsToFetch, selectionReducer, type DateSelection } from '@escapade/util-calendar';
import { buildPackageCheckoutNightsRequest, type Party } from '@escapade/util-criteria';
import type { IsoMonth } from '@escapade/util-market';

export interface StayCalendarProps {
  readonly weekendId: number;
  /** The page's dates when the calendar opens. */
  readonly dates: DateSelection;
  readonly party: Party;
  /** The same stay in the gifting flow, for the giftcard prompt. */
  readonly giftcardHref?: string;
  /** A complete stay was picked, or the dates were cleared. */
  readonly onChange: (dates: DateSelection) => void;
  readonly onClose: () => void;
}

function openedOn(dates: DateSelection) {
  return selectionReducer(initialSelection(dates), { type: 'open' });
}

/**
 * Calendar B of the product page, loaded when the dates are asked for: the price of arriving each
 * day for the party in its cell (the month's lowest marked), fetched for the months on screen, and
 * the nights a chosen check-in allows for this weekend.
 */
export default function StayCalendar({ weekendId, dates, party, giftcardHref, onChange, onClose }: StayCalendarProps) {
  const market = useMarket();
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const rules = useMemo(() => ({ market: market.code, now }), [market.code, now]);
  const [state, dispatch] = useReducer(selectionReducer, dates, openedOn);
  const [months, setMonths] = useState<readonly IsoMonth[]>([]);
  const { adult, child, baby } = party;

  const availability = useQuery({
    ...productAvailabilityQueryOptions({ weekendId: String(weekendId) }, { locale: market.code, month: months[0], length: Math.max(1, months.length), adult, child, baby }),
    enabled: months.length > 0,
  });
  // Days already seen stay in the cells while other months load.
  const [days, setDays] = useState<Readonly<Record<string, AvailabilityDay | null>>>({});
  useEffect(() => {
    if (availability.data) setDays((seen) => ({ ...seen, ...availability.data.days }));
  }, [availability.data]);

  const checkInToLookUp = possibleNightsToFetch(state);
  useEffect(() => {
    if (checkInToLookUp === null) return;
    const { params, query } = buildPackageCheckoutNightsRequest({ weekendId: String(weekendId), checkin: checkInToLookUp, pax: { adult, child, baby }, locale: market.code });
    queryClient.fetchQuery(packageCheckoutNightsQueryOptions(params, query)).then(
      (nightCounts) => dispatch({ type: 'possible-nights-loaded', checkIn: checkInToLookUp, nightCounts }),
      () => dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp }),
    );
  }, [checkInToLookUp, weekendId, adult, child, baby, market.code, queryClient]);

  const committed = useRef(state.committed);
  useEffect(() => {
    if (committed.current === state.committed) return;
    committed.current = state.committed;
    onChange(state.committed);
  }, [state.committed, onChange]);

  return (
    <RangeCalendar
      variant="B"
      market={market.code}
      now={now}
      checkIn={state.checkIn}
      checkOut={state.checkOut}
      possibleNights={possibleNightsOf(state)}
      availability={days}
      loading={availability.isFetching && Object.keys(days).length === 0}
      onMonthsChange={setMonths}
      giftcardHref={giftcardHref}
      onDayClick={(date) => dispatch({ type: 'click', date, rules })}
      onClear={() => dispatch({ type: 'clear' })}
      onValidate={onClose}
      open
      onClose={onClose}
    />
  );
}
