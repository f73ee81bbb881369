import type { IntlShape } from 'react-intl';
import { formatDayRange, type IsoDate } from '@escapade/util-market';

/** The stay dates as the search box and its summary show them ('3 – 5 May'), or nothing without both dates. */
export function stayDatesText(intl: IntlShape, checkIn: IsoDate | undefined, checkOut: IsoDate | undefined): string | undefined {
  if (checkIn === undefined || checkOut === undefined) return undefined;
  return formatDayRange(intl, checkIn, checkOut, { day: 'numeric', month: 'short' });
}
