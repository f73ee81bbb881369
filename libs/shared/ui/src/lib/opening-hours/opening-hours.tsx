import { Fragment } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatDay, formatHourOfDay, type SupportHours } from '@escapade/util-market';

/** A weekday's name in the market's language (ISO weekday, 1 = Monday; 2024-01-01 was a Monday). */
function weekdayName(intl: IntlShape, isoWeekday: number): string {
  return formatDay(intl, `2024-01-0${isoWeekday}`, { weekday: 'long' });
}

export interface OpeningHoursProps {
  /** The weekly slots, on the market's clock (customer care's come from the market config, `MARKET_SUPPORT`). */
  readonly slots: readonly SupportHours[];
}

/**
 * Opening hours in the market's language ('Monday to Friday, 10:00 to 18:00'), one line per weekly
 * slot (a slot of one day names that day only), as text for the caller's element. Its words are the frame's (the footer shows them before any
 * other catalog has come).
 */
export function OpeningHours({ slots }: OpeningHoursProps) {
  const intl = useIntl();
  return slots.map((slot, index) => (
    <Fragment key={`${slot.firstDay}-${slot.lastDay}`}>
      {index > 0 ? <br /> : null}
      <FormattedMessage
        id="ui.openingHours.slot"
        defaultMessage="{days, select, one {{firstDay}} other {{firstDay} to {lastDay}}}, {opensAt} to {closesAt}"
        values={{
          days: slot.firstDay === slot.lastDay ? 'one' : 'several',
          firstDay: weekdayName(intl, slot.firstDay),
          lastDay: weekdayName(intl, slot.lastDay),
          opensAt: formatHourOfDay(intl, slot.opensAt),
          closesAt: formatHourOfDay(intl, slot.closesAt),
        }}
      />
    </Fragment>
  ));
}
