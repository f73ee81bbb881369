import { useIntl } from 'react-intl';
import { MessagesScope } from '@escapade/i18n';
import { Button, Dialog } from '@escapade/ui';
import { DEFERRED_DAYS_BEFORE_CHECK_IN, formatAmount, PAY_LATER_RULES } from '@escapade/util-pricing';
import { loadPayLaterMessages } from './messages/load-pay-later-messages';
import { payLaterMessages } from './pay-later-messages';
import styles from '../../lib/checkout.module.css';

interface PayLaterInfoDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: string;
}

/**
 * The pay-later info modal (product-side.md, Pay later): what deferred payment and instalments are,
 * with util-pricing's rules in figures. Its own chunk, texts included: loaded when a visitor asks, not with the page.
 */
export default function PayLaterInfoDialog(props: PayLaterInfoDialogProps) {
  return (
    <MessagesScope load={loadPayLaterMessages}>
      <PayLaterInfo {...props} />
    </MessagesScope>
  );
}

function PayLaterInfo({ open, onClose, locale }: PayLaterInfoDialogProps) {
  const intl = useIntl();
  const deferred = PAY_LATER_RULES.deferred;
  const three = PAY_LATER_RULES['3x'];
  const four = PAY_LATER_RULES['4x'];
  const amount = (cents: number | undefined) => formatAmount(cents ?? 0, locale);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(payLaterMessages.title)}
      description={intl.formatMessage(payLaterMessages.intro)}
      footer={<Button onClick={onClose}>{intl.formatMessage(payLaterMessages.close)}</Button>}
    >
      <div className={styles.payLaterInfo}>
        <h3 className={styles.smallTitle}>{intl.formatMessage(payLaterMessages.deferredTitle)}</h3>
        <p>{intl.formatMessage(payLaterMessages.deferredText, { days: deferred.minDaysBeforeArrival, daysBefore: DEFERRED_DAYS_BEFORE_CHECK_IN })}</p>
        <h3 className={styles.smallTitle}>{intl.formatMessage(payLaterMessages.instalmentsTitle)}</h3>
        <p>
          {intl.formatMessage(payLaterMessages.instalmentsText, {
            days: three.minDaysBeforeArrival,
            min3: amount(three.minAmount),
            min4: amount(four.minAmount),
            max: amount(three.maxAmount),
          })}
        </p>
        <p className={styles.muted}>{intl.formatMessage(payLaterMessages.provider)}</p>
      </div>
    </Dialog>
  );
}
