import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatDay, formatHourOfDay, type SupportHours as Hours } from '@escapade/util-market';

/** A weekday's name in the market's language (ISO weekday, 1 = Monday; 2024-01-01 was a Monday). */
function weekdayName(intl: IntlShape, isoWeekday: number): string {
  return formatDay(intl, `2024-01-0${isoWeekday}`, { weekday: 'long' });
}

export interface SupportHoursProps {
  /** The hours customer care answers, from the market config (`MARKET_SUPPORT`). */
  readonly hours: Hours;
}

/** Customer care's opening hours in the market's language ('Monday to Friday, 10:00 to 18:00'), as text for the caller's element. */
export function SupportHours({ hours }: SupportHoursProps) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="travel.support.hours"
      defaultMessage="{firstDay} to {lastDay}, {opensAt} to {closesAt}"
      values={{
        firstDay: weekdayName(intl, hours.firstDay),
        lastDay: weekdayName(intl, hours.lastDay),
        opensAt: formatHourOfDay(intl, hours.opensAt),
        closesAt: formatHourOfDay(intl, hours.closesAt),
      }}
    />
  );
}
