import { useIntl } from 'react-intl';
import { Button, Dialog } from '@escapade/ui';
import { activityMessages } from './activity-messages';

/** The digital-voucher modal between 'Offer' / 'Buy for myself' and the checkout. Loaded when the visitor opens it. */
export default function VoucherDialog({ onClose, onContinue }: { readonly onClose: () => void; readonly onContinue: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(activityMessages.voucherTitle)}
      footer={<Button onClick={onContinue}>{intl.formatMessage(activityMessages.continue)}</Button>}
    >
      <p>{intl.formatMessage(activityMessages.voucherText)}</p>
    </Dialog>
  );
}
