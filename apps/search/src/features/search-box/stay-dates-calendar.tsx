import { useQueryClient } from '@escapade/query';
import { packageCheckoutNightsQueryOptions } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RangeCalendar, useStaySelection } from '@escapade/ui-travel';
import type { CalendarDevice, DateSelection } from '@escapade/util-calendar';
import { buildPackageCheckoutNightsRequest, type Party } from '@escapade/util-criteria';

export interface StayDatesCalendarProps {
  /** The dates of the search box when the calendar opens. */
  readonly dates: DateSelection;
  /** The party the possible nights are asked for. */
  readonly party: Party;
  /** The partner mini-site the search was started from (`minisite` of the lookup), when there is one. */
  readonly minisite?: number;
  readonly device: CalendarDevice;
  /** A complete stay was picked, or the dates were cleared. */
  readonly onChange: (dates: DateSelection) => void;
  /** Validate, or the mobile drawer closed: a lone check-in is dropped with the calendar. */
  readonly onClose: () => void;
}

/**
 * Calendar A of the search box, loaded only when the dates field opens: the selection rules of
 * util-calendar, and the possible nights of a new check-in for the whole site (`packageCheckoutNights`),
 * asked for the partner mini-site the search came from, if any;
 * a failed lookup silently clears them, leaving the 20-day window.
 */
export default function StayDatesCalendar({ dates, party, minisite, device, onChange, onClose }: StayDatesCalendarProps) {
  const market = useMarket();
  const queryClient = useQueryClient();
  const { adult, child, baby } = party;
  const selection = useStaySelection({
    dates,
    market: market.code,
    lookUpNights: (checkin) => {
      const { params, query } = buildPackageCheckoutNightsRequest({ weekendId: market.pointOfSale, checkin, pax: { adult, child, baby }, locale: market.code, minisite });
      return queryClient.fetchQuery(packageCheckoutNightsQueryOptions(params, query));
    },
    lookUpKey: `${market.code}|${adult}|${child}|${baby}|${minisite ?? ''}`,
    onChange,
  });

  return (
    <RangeCalendar
      variant="A"
      device={device}
      market={market.code}
      now={selection.now}
      checkIn={selection.checkIn}
      checkOut={selection.checkOut}
      possibleNights={selection.possibleNights}
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
