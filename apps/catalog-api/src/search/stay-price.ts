import { daysBetween, type IsoDate } from '@escapade/util-market';
import { CLOSED_NIGHT, type OfferCalendar } from '../catalog/catalog-snapshot';

/** Who travels: the party that prices are computed for. */
export interface Party {
  adults: number;
  children: number;
  babies: number;
}

export const DEFAULT_PARTY: Party = { adults: 2, children: 0, babies: 0 };

/**
 * Calendar prices are for two adults. A party pays in quarters of that price: 2 per adult, 1 per
 * child, babies free, and a lone adult 3 (a double room for one costs three quarters).
 */
export function partyQuarters(party: Party): number {
  return Math.max(2 * party.adults + party.children, 3);
}

/** Scales a two-adult price to the party, rounded up to the cent (integer arithmetic, as in SQL). */
export function priceForParty(twoAdultPrice: number, party: Party): number {
  return Math.floor((twoAdultPrice * partyQuarters(party) + 3) / 4);
}

/**
 * Two-adult price of `nights` nights arriving `checkin`, or null when the arrival is outside the
 * calendar, any night is closed, or the stay is shorter than the day's minimum or longer than allowed.
 */
export function stayBasePrice(calendar: OfferCalendar, checkin: IsoDate, nights: number): number | null {
  return stayBasePriceAt(calendar, daysBetween(calendar.start, checkin), nights);
}

/** {@link stayBasePrice} with the arrival given as a day of the calendar (0 = its start), for loops over many calendars starting the same day. */
export function stayBasePriceAt(calendar: OfferCalendar, first: number, nights: number): number | null {
  if (first < 0 || nights < 1 || nights > calendar.maxLos || first + nights > calendar.prices.length) return null;
  if (calendar.minLos[first] > nights) return null;
  let total = 0;
  for (let day = first; day < first + nights; day++) {
    const price = calendar.prices[day];
    if (price === CLOSED_NIGHT) return null;
    total += price;
  }
  return total;
}

/** The lowest two-adult price of a stay of `nights` nights over the whole calendar (the 'From' price). */
export function lowestBasePrice(calendar: OfferCalendar, nights: number): number | null {
  let lowest: number | null = null;
  let windowTotal = 0;
  let closedInWindow = 0;
  for (let day = 0; day < calendar.prices.length; day++) {
    const price = calendar.prices[day];
    if (price === CLOSED_NIGHT) closedInWindow++;
    else windowTotal += price;
    const leaving = day - nights;
    if (leaving >= 0) {
      const left = calendar.prices[leaving];
      if (left === CLOSED_NIGHT) closedInWindow--;
      else windowTotal -= left;
    }
    const arrival = day - nights + 1;
    if (arrival >= 0 && closedInWindow === 0 && calendar.minLos[arrival] <= nights && nights <= calendar.maxLos) {
      if (lowest === null || windowTotal < lowest) lowest = windowTotal;
    }
  }
  return lowest;
}
