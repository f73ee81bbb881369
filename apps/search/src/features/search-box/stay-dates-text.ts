import type { IntlShape } from 'react-intl';
import type { IsoDate } from '@escapade/util-market';

/** A calendar day as a UTC instant, so formatting never shifts it across midnight. */
function dayInstant(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The stay dates as the search box and its summary show them ('3 – 5 May'), or nothing without both dates. */
export function stayDatesText(intl: IntlShape, checkIn: IsoDate | undefined, checkOut: IsoDate | undefined): string | undefined {
  if (checkIn === undefined || checkOut === undefined) return undefined;
  return intl.formatDateTimeRange(dayInstant(checkIn), dayInstant(checkOut), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
