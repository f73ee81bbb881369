import { defineMessages, useIntl } from 'react-intl';
import { Badge, VisuallyHidden } from '@escapade/ui';
import { keptPromo, type PromoKind } from '@escapade/util-pricing';

const messages = defineMessages<{
  promo: { promo: number };
  promoLabel: { promo: number };
}>({
  promo: { id: 'travel.promoBadge.promo', defaultMessage: '-{promo}%' },
  promoLabel: { id: 'travel.promoBadge.label', defaultMessage: '{promo}% off' },
});

export interface PromoBadgeProps {
  /** Discount in percent, as the API or `promoOf` gives it (rounded here). */
  promo: number;
  /** Which minimum applies: 10 for offers, 5 for activity-only. */
  kind?: PromoKind;
  className?: string;
}

/** The discount badge of a price; hidden below the spec's minimums so tiny discounts never shout. */
export function PromoBadge({ promo, kind = 'offer', className }: PromoBadgeProps) {
  const intl = useIntl();
  const kept = keptPromo(promo, kind);
  if (kept === 0) return null;
  return (
    <Badge tone="accent" className={className}>
      <span aria-hidden>{intl.formatMessage(messages.promo, { promo: kept })}</span>
      <VisuallyHidden>{intl.formatMessage(messages.promoLabel, { promo: kept })}</VisuallyHidden>
    </Badge>
  );
}
