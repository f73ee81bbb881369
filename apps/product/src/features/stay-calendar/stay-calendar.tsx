import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { MAX_AVAILABILITY_MONTHS, type AvailabilityDay, type ReplyOf } from '@escapade/api-contract';
import { hotelAvailabilityQueryOptions, packageCheckoutNightsQueryOptions, productAvailabilityQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RangeCalendar } from '@escapade/ui-travel';
import { initialSelection, possibleNightsOf, possibleNightsToFetch, selectionReducer, type DateSelection } from '@escapade/util-calendar';
import { buildPackageCheckoutNightsRequest, type Party } from '@escapade/util-criteria';
import type { IsoMonth } from '@escapade/util-market';

/** Whose calendar it is: one weekend (its prices and possible nights) or a hotel (its cheapest offer each day). */
export type CalendarSource = { readonly kind: 'weekend'; readonly weekendId: number } | { readonly kind: 'hotel'; readonly hotelId: number };

export interface StayCalendarProps {
  readonly source: CalendarSource;
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

/** Days by date from either calendar reply. */
function daysOf(reply: ReplyOf<'productAvailability'> | ReplyOf<'hotelAvailability'>): Readonly<Record<string, AvailabilityDay | null>> {
  return Array.isArray(reply) ? Object.fromEntries(reply.map(({ day, ...price }) => [day, price])) : reply.days;
}

/**
 * Calendar B of the product and hotel pages, loaded when the dates are asked for: the price of
 * arriving each day in its cell (the month's lowest marked), fetched for the months on screen, and
 * for a weekend the nights a chosen check-in allows (a hotel leaves the 20-day window).
 */
export default function StayCalendar({ source, dates, party, giftcardHref, onChange, onClose }: StayCalendarProps) {
  const market = useMarket();
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const rules = useMemo(() => ({ market: market.code, now }), [market.code, now]);
  const [state, dispatch] = useReducer(selectionReducer, dates, openedOn);
  const [months, setMonths] = useState<readonly IsoMonth[]>([]);
  const { adult, child, baby } = party;

  const monthsAsked = { locale: market.code, month: months[0], length: Math.min(MAX_AVAILABILITY_MONTHS, Math.max(1, months.length)) };
  const availability = useQuery<ReplyOf<'productAvailability'> | ReplyOf<'hotelAvailability'>>({
    ...(source.kind === 'weekend'
      ? productAvailabilityQueryOptions({ weekendId: String(source.weekendId) }, { ...monthsAsked, adult, child, baby })
      : hotelAvailabilityQueryOptions({ hotelId: String(source.hotelId) }, monthsAsked)),
    enabled: months.length > 0,
  } as UseQueryOptions<ReplyOf<'productAvailability'> | ReplyOf<'hotelAvailability'>>);
  // Days already seen stay in the cells while other months load.
  const [days, setDays] = useState<Readonly<Record<string, AvailabilityDay | null>>>({});
  useEffect(() => {
    if (availability.data) setDays((seen) => ({ ...seen, ...daysOf(availability.data) }));
  }, [availability.data]);

  const checkInToLookUp = possibleNightsToFetch(state);
  useEffect(() => {
    if (checkInToLookUp === null) return;
    if (source.kind === 'hotel') {
      dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp });
      return;
    }
    const { params, query } = buildPackageCheckoutNightsRequest({
      weekendId: String(source.weekendId),
      checkin: checkInToLookUp,
      pax: { adult, child, baby },
      locale: market.code,
    });
    queryClient.fetchQuery(packageCheckoutNightsQueryOptions(params, query)).then(
      (nightCounts) => dispatch({ type: 'possible-nights-loaded', checkIn: checkInToLookUp, nightCounts }),
      () => dispatch({ type: 'possible-nights-failed', checkIn: checkInToLookUp }),
    );
  }, [checkInToLookUp, source, adult, child, baby, market.code, queryClient]);

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
