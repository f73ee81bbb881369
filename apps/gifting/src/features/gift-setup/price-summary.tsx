import { useIntl } from 'react-intl';
import { formatAmount, type GiftPriceSummary as Summary } from '@escapade/util-pricing';
import { giftSetupMessages } from './gift-setup-messages';
import styles from './gift-setup.module.css';

export interface PriceSummaryProps {
  readonly summary: Summary;
  readonly nights: number;
  readonly physical: boolean;
  readonly locale: string;
}

/** The gift's price summary (product-side.md section 2): the stay, its promo, delivery, customization and the total. */
export function PriceSummary({ summary, nights, physical, locale }: PriceSummaryProps) {
  const intl = useIntl();
  const amount = (cents: number) => formatAmount(cents, locale);
  return (
    <section className={styles.summary} aria-labelledby="gift-summary-title">
      <h2 id="gift-summary-title" className={styles.sectionTitle}>
        {intl.formatMessage(giftSetupMessages.summaryTitle)}
      </h2>
      <dl className={styles.lines} data-testid="gift-summary">
        <div className={styles.line}>
          <dt>{intl.formatMessage(giftSetupMessages.summaryStay, { nights })}</dt>
          <dd>{amount(summary.sellPrice)}</dd>
        </div>
        {summary.promo > 0 ? (
          <div className={styles.line}>
            <dt>{intl.formatMessage(giftSetupMessages.summaryPromo, { promo: summary.promo })}</dt>
            <dd />
          </div>
        ) : null}
        {physical ? (
          <div className={styles.line}>
            <dt>{intl.formatMessage(giftSetupMessages.summaryShipping)}</dt>
            <dd>{summary.shippingCost === 0 ? intl.formatMessage(giftSetupMessages.free) : amount(summary.shippingCost)}</dd>
          </div>
        ) : null}
        {summary.subElementsPrice > 0 ? (
          <div className={styles.line}>
            <dt>{intl.formatMessage(giftSetupMessages.summaryCustomization)}</dt>
            <dd>{amount(summary.subElementsPrice)}</dd>
          </div>
        ) : null}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{intl.formatMessage(giftSetupMessages.summaryTotal)}</dt>
          <dd data-testid="gift-total">{amount(summary.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
