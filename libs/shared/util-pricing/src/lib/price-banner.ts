import type { Flow, PriceType } from './catalog';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';
import type { Cents } from '@escapade/util-market';
import { formatPrice } from './money';
import { promoOf } from './promo';

/** The product page's price banner. */
export type PriceBanner =
  | { readonly state: 'loading' }
  | { readonly state: 'hidden' }
  | {
      readonly state: 'saving' | 'promo' | 'default';
      readonly message: MessageDescriptor;
    };

/**
 * Price banner state: hidden in gifting (whatever else holds, so no skeleton flashes there), then
 * loading; a saving message for a final price with a promo, a promo message for a from price
 * with a promo, else the default message. A promo counts only above the offer minimum (10%).
 */
export function priceBanner(
  context: {
    readonly loading: boolean;
    readonly flow: Flow;
    readonly priceType: PriceType;
    readonly sellPrice: Cents;
    readonly refPrice?: Cents | null;
    readonly promo?: number | null;
  },
  locale: string,
): PriceBanner {
  if (context.flow === 'gifting') {
    return { state: 'hidden' };
  }
  if (context.loading) {
    return { state: 'loading' };
  }
  const { promo, moneySaved } = promoOf(context, 'offer');
  if (promo > 0 && context.priceType === 'final' && moneySaved > 0) {
    return {
      state: 'saving',
      message: withValues(pricingMessages.priceBannerSaving, {
        moneySaved: formatPrice(moneySaved, locale),
      }),
    };
  }
  if (promo > 0 && context.priceType === 'from') {
    return {
      state: 'promo',
      message: withValues(pricingMessages.priceBannerPromo, { promo }),
    };
  }
  return { state: 'default', message: pricingMessages.priceBannerDefault };
}
