import { addDays, type IsoDate } from '@escapade/util-market';
import { type ActivityDate, flowParam, parseCheckoutSummaryHash, readCheckoutMinisite } from '@escapade/util-criteria';

/** The stay a checkout is for, as its address gives it (`/checkout?…#id=…&checkin=…&night=…`). */
export interface StayCheckoutEntry {
  readonly weekendId: number;
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
  readonly nights: number;
  readonly adult: number;
  readonly child: number;
  readonly baby: number;
  readonly activityDates: readonly ActivityDate[];
  readonly minisiteId: number | null;
}

/** What the checkout's address asks for: a stay it can sell, a purchase of another flow, or nothing it can read. */
export type CheckoutEntry =
  | { readonly kind: 'stay'; readonly stay: StayCheckoutEntry }
  | { readonly kind: 'otherFlow'; readonly flow: 'gifting' | 'activity' }
  | { readonly kind: 'incomplete'; readonly weekendId: number | null };

const ID_PATTERN = /^[1-9]\d{0,9}$/;

function idOf(value: string | undefined): number | null {
  return value !== undefined && ID_PATTERN.test(value) ? Number(value) : null;
}

/**
 * Reads the checkout's address with the summary hash codec (the product and hotel pages write it with
 * `stayCheckoutUrl`): a stay needs its weekend, its check-in and nights. A gift or an activity voucher
 * (the `flow` query) is not a stay.
 */
export function checkoutEntryOf(location: { readonly search: string; readonly hash: string }): CheckoutEntry {
  const flow = flowParam(location.search);
  if (flow === 'gifting' || flow === 'activity') return { kind: 'otherFlow', flow };
  const state = parseCheckoutSummaryHash(location.hash);
  // The summary page's hash may name the offer chosen among the product's (`offerId`): that is the one sold.
  const weekendId = idOf(state.offerId) ?? idOf(state.id);
  if (weekendId === null || state.checkin === undefined) return { kind: 'incomplete', weekendId };
  return {
    kind: 'stay',
    stay: {
      weekendId,
      checkin: state.checkin,
      checkout: addDays(state.checkin, state.night),
      nights: state.night,
      adult: state.adult,
      child: state.child,
      baby: state.baby,
      activityDates: state.activityDates,
      minisiteId: readCheckoutMinisite(location.search) ?? null,
    },
  };
}
