import { daysOfMonth, type IsoDate, type IsoMonth, weekdayOf } from '@escapade/util-market';

/**
 * A month as weeks from Monday to Sunday (the week start of every market), with `null` for the
 * cells before the first and after the last day, ready for a calendar grid.
 */
export function monthWeeks(month: IsoMonth): (IsoDate | null)[][] {
  const days = daysOfMonth(month);
  const cells: (IsoDate | null)[] = [...Array<null>(weekdayOf(days[0]) - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
