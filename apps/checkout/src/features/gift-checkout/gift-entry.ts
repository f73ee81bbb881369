import { flowParam, parseCheckoutSummaryHash, parseGiftCheckoutChoices, readCheckoutMinisite, type GiftCheckoutChoices } from '@escapade/util-criteria';
import type { VoucherFormat } from '@escapade/util-pricing';

/** The gift a checkout is for, as the gift setup writes its address (`/checkout?flow=gifting#id=…&giftNights=…&giftFormat=…&options=…`). */
export interface GiftCheckoutEntry {
  readonly offerId: number;
  readonly giftNights: number;
  readonly giftFormat: VoucherFormat;
  readonly choices: GiftCheckoutChoices;
  readonly minisiteId: number | null;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * Reads a gift checkout's address with the summary hash codec and the gift's choices: a gift needs
 * its stay (`id`, or the `offerId` chosen among the product's) and its nights; its format is digital
 * unless the setup chose the posted one. Null when the address is not a gift's (no `flow=gifting`);
 * `incomplete` when the stay or its nights are missing.
 */
export function giftEntryOf(location: {
  readonly search: string;
  readonly hash: string;
}): { readonly kind: 'gift'; readonly gift: GiftCheckoutEntry } | { readonly kind: 'incomplete' } | null {
  if (flowParam(location.search) !== 'gifting') return null;
  const state = parseCheckoutSummaryHash(location.hash);
  const id = [state.offerId, state.id].find((candidate) => candidate !== undefined && ID_PATTERN.test(candidate));
  if (id === undefined || state.giftNights === undefined) return { kind: 'incomplete' };
  return {
    kind: 'gift',
    gift: {
      offerId: Number(id),
      giftNights: state.giftNights,
      giftFormat: state.giftFormat === 'physical' ? 'physical' : 'digital',
      choices: parseGiftCheckoutChoices(location.hash),
      minisiteId: readCheckoutMinisite(location.search) ?? null,
    },
  };
}
