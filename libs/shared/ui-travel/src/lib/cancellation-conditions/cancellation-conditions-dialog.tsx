import { defineMessages, useIntl } from 'react-intl';
import { Dialog } from '@escapade/ui';
import { CancellationConditions } from './cancellation-conditions';
import { cancellationConditionsMessages } from './cancellation-conditions-messages';
import styles from './cancellation-conditions.module.css';

const messages = defineMessages({
  nonRefundable: {
    id: 'travel.cancellationConditions.nonRefundable',
    defaultMessage: 'This stay can be neither modified nor cancelled, and no refund is possible.',
  },
});

export interface CancellationConditionsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Day (`yyyy-MM-dd`, in the market) until which the stay can be modified; none for a non-refundable stay. */
  deadline?: string | null;
  /** Check-in day (`yyyy-MM-dd`), the no-refund date. */
  checkIn?: string | null;
  /** The policy's own conditions text, when the API sends one. */
  policyMessage?: string | null;
}

/**
 * The 'Cancellation conditions' modal: the spec's conditions until the deadline, or why nothing can
 * be changed on a non-refundable stay. Its own module, so pages load it only when a visitor opens it.
 */
export function CancellationConditionsDialog({ open, onClose, deadline, checkIn, policyMessage }: CancellationConditionsDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(cancellationConditionsMessages.title)} size="sm">
      <div className={styles.root}>
        {deadline ? <CancellationConditions deadline={deadline} checkIn={checkIn} /> : <p>{intl.formatMessage(messages.nonRefundable)}</p>}
        {policyMessage ? <p>{policyMessage}</p> : null}
      </div>
    </Dialog>
  );
}

export default CancellationConditionsDialog;
