import { type Availability, type AvailabilityDay, availabilityOn } from './availability';
import { daysOfMonth, type IsoDate, type IsoMonth } from '@escapade/util-market';

/** The cheapest price of a month and the days that carry it. */
export interface BestPrice {
  readonly amount: number;
  readonly price: string;
  readonly dates: readonly IsoDate[];
}

/**
 * The best price of a month among its available days (`from` on, to skip days already over). Days
 * the feed flags `bestPriceOfTheMonth` win when there are any; otherwise the lowest amount does.
 * `null` when no day of the month is available.
 */
export function bestPriceOfMonth(availability: Availability, month: IsoMonth, from?: IsoDate): BestPrice | null {
  const available = daysOfMonth(month)
    .filter((date) => from === undefined || date >= from)
    .map((date) => [date, availabilityOn(availability, date)] as const)
    .filter((entry): entry is readonly [IsoDate, AvailabilityDay] => entry[1] !== null);
  if (available.length === 0) return null;
  const flagged = available.filter(([, day]) => day.bestPriceOfTheMonth === true);
  const candidates = flagged.length > 0 ? flagged : available;
  const amount = Math.min(...candidates.map(([, day]) => day.amount));
  const best = candidates.filter(([, day]) => day.amount === amount);
  return { amount, price: best[0][1].price, dates: best.map(([date]) => date) };
}
