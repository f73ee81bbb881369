import { useIntl } from 'react-intl';
import { Button } from '@escapade/ui';
import { promotionMessages } from './promotion-messages';
import { purchaseMessages } from './purchase-messages';
import type { PlaceOrderStatus } from './use-place-order';
import styles from './checkout.module.css';

export interface PayFooterProps {
  readonly status: PlaceOrderStatus;
  /** The text explaining a changed price, with the server's amount in it. */
  readonly priceChangedText: string;
  /** Whether a submit found fields in error. */
  readonly formInvalid: boolean;
  /** The Pay button's text, with the amount to pay. */
  readonly payLabel: string;
  /** Pay waits for the prices the page shows to be the server's. */
  readonly ready: boolean;
}

/**
 * The end of a checkout form: why the last Pay stopped (a changed price, a failure, fields in error),
 * what is under way, announced politely, and the Pay button, busy while the order and its payment start.
 */
export function PayFooter({ status, priceChangedText, formInvalid, payLabel, ready }: PayFooterProps) {
  const intl = useIntl();
  const busy = status.kind === 'ordering' || status.kind === 'paying';
  const alert =
    status.kind === 'priceChanged'
      ? priceChangedText
      : status.kind === 'promotionInvalid'
        ? intl.formatMessage(promotionMessages.invalid)
        : status.kind === 'failed'
          ? intl.formatMessage(purchaseMessages.errorGeneric)
          : null;
  return (
    <>
      {alert === null ? null : (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      {formInvalid && !busy ? (
        <p role="alert" className={styles.alert}>
          {intl.formatMessage(purchaseMessages.errorForm)}
        </p>
      ) : null}
      <p role="status" className={styles.progress}>
        {status.kind === 'ordering' ? intl.formatMessage(purchaseMessages.progressOrdering) : status.kind === 'paying' ? intl.formatMessage(purchaseMessages.progressPaying) : null}
      </p>
      <Button type="submit" size="lg" className={styles.payButton} loading={busy} disabled={busy || !ready}>
        {payLabel}
      </Button>
    </>
  );
}
