import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@escapade/query';
import { MAX_AVAILABILITY_MONTHS, type AvailabilityDay } from '@escapade/api-contract';
import { hotelAvailabilityQueryOptions, packageCheckoutNightsQueryOptions, productAvailabilityQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RangeCalendar, useStaySelection } from '@escapade/ui-travel';
import type { DateSelection } from '@escapade/util-calendar';
import { buildPackageCheckoutNightsRequest, type Party } from '@escapade/util-criteria';
import type { IsoMonth } from '@escapade/util-market';

/**
 * Whose calendar it is: one weekend (its prices and possible nights, asked for the partner mini-site
 * the visit came from) or a hotel (its cheapest offer each day).
 */
export type CalendarSource = { readonly kind: 'weekend'; readonly weekendId: number; readonly minisite?: number } | { readonly kind: 'hotel'; readonly hotelId: number };

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

/**
 * Calendar B of the product and hotel pages, loaded when the dates are asked for: the price of
 * arriving each day in its cell (the month's lowest marked), fetched for the months on screen, and
 * for a weekend the nights a chosen check-in allows (a hotel leaves the 20-day window).
 */
export default function StayCalendar({ source, dates, party, giftcardHref, onChange, onClose }: StayCalendarProps) {
  const market = useMarket();
  const queryClient = useQueryClient();
  const [months, setMonths] = useState<readonly IsoMonth[]>([]);
  const { adult, child, baby } = party;
  const weekendId = source.kind === 'weekend' ? String(source.weekendId) : null;
  const hotelId = source.kind === 'hotel' ? String(source.hotelId) : null;
  const minisite = source.kind === 'weekend' ? source.minisite : undefined;
  const selection = useStaySelection({
    dates,
    market: market.code,
    lookUpNights: (checkin) => {
      if (weekendId === null) return null;
      const { params, query } = buildPackageCheckoutNightsRequest({ weekendId, checkin, pax: { adult, child, baby }, locale: market.code, minisite });
      return queryClient.fetchQuery(packageCheckoutNightsQueryOptions(params, query));
    },
    lookUpKey: `${market.code}|${weekendId}|${adult}|${child}|${baby}|${minisite ?? ''}`,
    onChange,
  });

  // The months on screen, at most the API's window.
  const monthsAsked = { locale: market.code, month: months[0], length: Math.min(MAX_AVAILABILITY_MONTHS, Math.max(1, months.length)) };
  const weekendDays = useQuery({
    ...productAvailabilityQueryOptions({ weekendId: weekendId ?? '0' }, { ...monthsAsked, adult, child, baby }),
    enabled: weekendId !== null && months.length > 0,
  });
  const hotelDays = useQuery({ ...hotelAvailabilityQueryOptions({ hotelId: hotelId ?? '0' }, monthsAsked), enabled: hotelId !== null && months.length > 0 });
  // Days already seen stay in the cells while other months load.
  const [days, setDays] = useState<Readonly<Record<string, AvailabilityDay | null>>>({});
  useEffect(() => {
    if (weekendDays.data) setDays((seen) => ({ ...seen, ...weekendDays.data.days }));
  }, [weekendDays.data]);
  useEffect(() => {
    if (hotelDays.data) setDays((seen) => ({ ...seen, ...Object.fromEntries(hotelDays.data.map(({ day, ...price }) => [day, price])) }));
  }, [hotelDays.data]);
  const fetching = weekendDays.isFetching || hotelDays.isFetching;

  return (
    <RangeCalendar
      variant="B"
      market={market.code}
      now={selection.now}
      checkIn={selection.checkIn}
      checkOut={selection.checkOut}
      possibleNights={selection.possibleNights}
      availability={days}
      loading={fetching && Object.keys(days).length === 0}
      onMonthsChange={setMonths}
      giftcardHref={giftcardHref}
      onDayClick={selection.click}
      shortcuts={selection.shortcuts}
      onShortcut={selection.pickShortcut}
      onClear={selection.clear}
      onValidate={onClose}
      open
      onClose={onClose}
    />
  );
}
