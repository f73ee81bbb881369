import type { ItemCategory, PriceType } from './catalog';
import type { MessageDescriptor } from './messages';
import type { Cents } from '@escapade/util-market';
import { formatPrice, perNightCents, perPersonCents, perPersonText, priceLabel, sellPriceText } from './money';
import { promoOf } from './promo';

/** The price fields of a card, product or quote, as the API sends them (cents, promo in percent). */
export interface PriceTagInput {
  readonly sellPrice: Cents;
  readonly refPrice?: Cents | null;
  readonly promo?: number | null;
  readonly priceType: PriceType;
  readonly itemCategory: ItemCategory;
  readonly nights?: number | null;
  readonly participants?: number | null;
  /** The figure is what is left to pay (after gift cards, or a modification). */
  readonly amountToPay?: boolean;
}

/** Everything a price tag shows, ready for the UI: words as descriptors, figures formatted. */
export interface PriceTag {
  readonly label: MessageDescriptor;
  readonly price: MessageDescriptor;
  /** Stays only: the per-night price, formatted. */
  readonly perNight?: string;
  /** The struck-through reference price, only with a kept promo. */
  readonly referencePrice?: string;
  /** Kept promo percentage, 0 when no badge. */
  readonly promo: number;
  readonly moneySaved: Cents;
}

/**
 * One price tag from the price fields: activity-only prices per person with '/ pers' and the
 * activity promo minimum, stays with a per-night figure; 'Included' for zero.
 */
export function priceTag(input: PriceTagInput, locale: string): PriceTag {
  const activityOnly = input.itemCategory === 'activity_only';
  const { promo, moneySaved } = promoOf(input, activityOnly ? 'activity-only' : 'offer');
  const referenceCents = promo > 0 && input.refPrice != null ? (activityOnly ? perPersonCents(input.refPrice, input.participants) : input.refPrice) : undefined;
  return {
    label: priceLabel(input.priceType, { amountToPay: input.amountToPay }),
    price: activityOnly ? perPersonText(input.sellPrice, input.participants, locale) : sellPriceText(input.sellPrice, locale),
    ...(input.itemCategory === 'weekend' && input.sellPrice > 0
      ? {
          perNight: formatPrice(perNightCents(input.sellPrice, input.nights), locale),
        }
      : {}),
    ...(referenceCents === undefined ? {} : { referencePrice: formatPrice(referenceCents, locale) }),
    promo,
    moneySaved,
  };
}
