import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { VisuallyHidden } from '@escapade/ui';
import { priceTag, type PriceTagInput } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import { PromoBadge } from '../promo-badge/promo-badge';
import styles from './price-tag.module.css';

const messages = defineMessages<{
  insteadOf: NoMessageValues;
  perNight: { price: string };
}>({
  insteadOf: { id: 'travel.priceTag.insteadOf', defaultMessage: 'instead of' },
  perNight: { id: 'travel.priceTag.perNight', defaultMessage: '{price} / night' },
});

export interface PriceTagProps extends PriceTagInput {
  /** `lg` on product pages, `md` on cards. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A price as every screen shows it (label, rounded-up amount, struck reference price, promo badge,
 * per night or per person), so the pricing rules of the spec are applied in one place.
 */
export function PriceTag({ size = 'md', className, ...input }: PriceTagProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const tag = priceTag(input, intl.locale);
  return (
    <div className={classNames(styles.root, styles[size], className)}>
      <span className={styles.label}>{text(tag.label)}</span>
      <span className={styles.line}>
        <strong className={styles.price}>{text(tag.price)}</strong>
        {tag.referencePrice ? (
          <del className={styles.reference}>
            <VisuallyHidden>{intl.formatMessage(messages.insteadOf)} </VisuallyHidden>
            {tag.referencePrice}
          </del>
        ) : null}
        {tag.promo > 0 ? <PromoBadge promo={tag.promo} kind={input.itemCategory === 'activity_only' ? 'activity-only' : 'offer'} /> : null}
      </span>
      {tag.perNight && (input.nights ?? 1) > 1 ? <span className={styles.perNight}>{intl.formatMessage(messages.perNight, { price: tag.perNight })}</span> : null}
    </div>
  );
}
