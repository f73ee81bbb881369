import type { IsoDate } from '@escapade/util-market';

/** One day of the availability feed: the stay's price from that check-in, and the minimum stay. */
export interface AvailabilityDay {
  /** Price as the feed words it, ready to show. */
  readonly price: string;
  /** Price as a number, in cents, to compare days. */
  readonly amount: number;
  readonly minLos?: number;
  readonly promo?: number;
  /** Set by the feed on the cheapest days of a month. */
  readonly bestPriceOfTheMonth?: boolean;
}

/** The availability feed keyed by day; `null` or a missing key means no stay starts that day. */
export type Availability = Readonly<Partial<Record<IsoDate, AvailabilityDay | null>>>;

/** The feed's entry for a day, or `null` when the day is unavailable or absent from the feed. */
export function availabilityOn(availability: Availability, date: IsoDate): AvailabilityDay | null {
  return availability[date] ?? null;
}
