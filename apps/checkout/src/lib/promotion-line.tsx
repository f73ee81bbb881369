import { useIntl } from 'react-intl';
import { formatAmount } from '@escapade/util-pricing';
import type { PromotionState } from './promotion-code';
import { promotionMessages } from './promotion-messages';
import styles from './checkout.module.css';

/** The price summary's line of an applied promotion code: the code and what it takes off, once the server gave it; nothing otherwise. */
export function PromotionLine({ promotion, locale }: { readonly promotion: PromotionState; readonly locale: string }) {
  const intl = useIntl();
  if (promotion.kind !== 'valid' || promotion.reduction === 0) return null;
  return (
    <>
      <dt>{intl.formatMessage(promotionMessages.summaryLine, { code: promotion.code })}</dt>
      <dd className={styles.reduction} data-testid="checkout-reduction">
        {formatAmount(-promotion.reduction, locale)}
      </dd>
    </>
  );
}
