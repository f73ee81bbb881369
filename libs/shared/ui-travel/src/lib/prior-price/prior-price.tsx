import { useIntl } from 'react-intl';
import type { Cents } from '@escapade/util-market';
import { type PromoKind, lowestPriorPriceText, perPersonText } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './prior-price.module.css';

export interface PriorPriceProps {
  /** The promo price and what the API sent with it; `lowestPriorPrice` is computed server-side by util-pricing. */
  readonly price: {
    readonly sellPrice: Cents;
    readonly refPrice?: Cents | null;
    readonly promo?: number | null;
    readonly lowestPriorPrice?: Cents | null;
  };
  /**
   * Whose promo threshold applies (an activity voucher's is lower). An activity voucher's prior price
   * (the participants' total, as the API sends it) is written per person, as its price tag writes the
   * price next to it (rounded up to the euro, '/ pers').
   */
  readonly kind?: PromoKind;
  /** An activity voucher's participants (the price tag's default when not given). */
  readonly participants?: number | null;
  readonly className?: string;
}

/**
 * 'Lowest price in the last 30 days: {price}' next to a promo price (the EU price-indication rule),
 * the same line wherever a promo price shows; nothing when no promo is shown or the API had no price.
 */
export function PriorPrice({ price, kind = 'offer', participants, className }: PriorPriceProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const descriptor = lowestPriorPriceText(price, intl.locale, kind);
  if (!descriptor) return null;
  const perPerson = kind === 'activity-only' && price.lowestPriorPrice != null ? { price: text(perPersonText(price.lowestPriorPrice, participants, intl.locale)) } : undefined;
  return <p className={classNames(styles.root, className)}>{text(descriptor, perPerson)}</p>;
}
