import { addDays, addMonthsToDate, type IsoDate, weekdayOf } from '@escapade/util-market';

/**
 * The day a key moves the focus to in a date grid (WAI-ARIA date picker dialog pattern): arrows by
 * a day or a week, Home and End to the week's Monday and Sunday, PageUp and PageDown by a month
 * (with Shift, by a year). `null` for any other key.
 */
export function dateForKey(date: IsoDate, key: string, shiftKey = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - weekdayOf(date));
    case 'End':
      return addDays(date, 7 - weekdayOf(date));
    case 'PageUp':
      return addMonthsToDate(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** Keeps a day within the calendar's first and last day. */
export function clampDate(date: IsoDate, first: IsoDate, last: IsoDate): IsoDate {
  if (date < first) return first;
  return date > last ? last : date;
}
