import { flowParam, parseActivityCheckoutLocation } from '@escapade/util-criteria';

/** The activity voucher a visitor buys for themselves, as the activity page's Buy for myself writes it (`?flow=activity&customType=OWN_USE#id=…&a=…`). */
export interface ActivityCheckoutEntry {
  readonly productId: number;
  readonly participants: number;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * Reads an activity checkout's address: a voucher for oneself needs its product; a gift (no
 * `customType=OWN_USE`) is another flow; anything else is not an activity checkout (null).
 */
export function activityEntryOf(location: {
  readonly search: string;
  readonly hash: string;
}): { readonly kind: 'ownUse'; readonly voucher: ActivityCheckoutEntry } | { readonly kind: 'gift' } | { readonly kind: 'incomplete' } | null {
  if (flowParam(location.search) !== 'activity') return null;
  const state = parseActivityCheckoutLocation(location);
  if (!state.ownUse) return { kind: 'gift' };
  if (state.id === undefined || !ID_PATTERN.test(state.id)) return { kind: 'incomplete' };
  return { kind: 'ownUse', voucher: { productId: Number(state.id), participants: state.a } };
}
