import type { Upsell } from '@escapade/api-contract';
import type { ProductPageState } from '@escapade/util-criteria';

/** Time the loading modal shows before the page of the upsell (or the original offer) opens (product-side.md section 9). */
export const EXTRA_NAVIGATION_DELAY_MS = 500;

/** Gift nights for which a gift offers extras (product-side.md section 4: 'Gift nights must equal 1 for extras'). */
export const EXTRA_GIFT_NIGHTS = 1;

/** An extra as the section shows it: the upsell and the difference it makes to the chosen stay or gift. */
export interface OfferedExtra {
  readonly upsell: Upsell;
  /** Null when the difference is unknown for the stay (no price for it). */
  readonly priceDifference: number | null;
}

/** Nights the differences are read for: the gift's nights in the gift flow, the stay's (or the offer's own) otherwise. */
export function extraNights(state: ProductPageState, stayNights: number | undefined, defaultNights: number): number {
  return state.flow === 'gifting' ? (state.giftNights ?? EXTRA_GIFT_NIGHTS) : (stayNights ?? defaultNights);
}

/**
 * The extras a page offers (product-side.md section 4): none in the gift flow unless giftNights is 1,
 * where only single voucher upsells can be gifted; a voucher upsell only when a price difference exists
 * for the selected nights, and then that difference is shown.
 */
export function offeredExtras(upsells: readonly Upsell[], state: ProductPageState, nights: number): OfferedExtra[] {
  const gifting = state.flow === 'gifting';
  if (gifting && state.giftNights !== EXTRA_GIFT_NIGHTS) return [];
  return upsells.flatMap((upsell): OfferedExtra[] => {
    if (upsell.type === 'STAYS') return gifting ? [] : [{ upsell, priceDifference: upsell.priceDifference }];
    const difference = upsell.priceDifferencePerLos[String(nights)];
    return difference === undefined ? [] : [{ upsell, priceDifference: gifting ? difference : (upsell.priceDifference ?? difference) }];
  });
}
