import { useIntl } from 'react-intl';
import { MessagesScope } from '@escapade/i18n';
import { Button, Dialog } from '@escapade/ui';
import { WALLET_NAMES, type WalletMethod } from '../wallet';
import { loadWalletSheetMessages } from './messages/load-wallet-sheet-messages';
import { walletSheetMessages } from './wallet-sheet-messages';
import styles from '../checkout.module.css';

export interface WalletSheetProps {
  readonly method: WalletMethod;
  /** The amount to authorise, formatted. */
  readonly amount: string;
  /** The wallet authorised the payment (`ok`) or declined it, as its sheet answers. */
  readonly onAnswer: (outcome: 'ok' | 'declined') => void;
  readonly onCancel: () => void;
}

/**
 * The wallet's sheet as the embedded sandbox provider gives it (docs/payments.md: its wallet intents
 * are authorised or declined by their id): the amount, and the test answers a real sheet would give.
 * A real provider's sheet takes its place; loaded only when the wallet button is pressed.
 */
export default function SandboxWalletSheet(props: WalletSheetProps) {
  return (
    <MessagesScope load={loadWalletSheetMessages}>
      <WalletSheet {...props} />
    </MessagesScope>
  );
}

function WalletSheet({ method, amount, onAnswer, onCancel }: WalletSheetProps) {
  const intl = useIntl();
  const wallet = WALLET_NAMES[method];
  return (
    <Dialog
      open
      size="sm"
      onClose={onCancel}
      closeOnOutsidePress={false}
      title={wallet}
      description={intl.formatMessage(walletSheetMessages.sheetDescription, { wallet })}
      footer={
        <div className={styles.walletSheetActions}>
          <Button variant="secondary" onClick={() => onAnswer('declined')}>
            {intl.formatMessage(walletSheetMessages.sheetDecline)}
          </Button>
          <Button onClick={() => onAnswer('ok')}>{intl.formatMessage(walletSheetMessages.sheetPay, { amount })}</Button>
        </div>
      }
    >
      <p className={styles.walletSheetAmount}>{intl.formatMessage(walletSheetMessages.sheetAmount, { amount })}</p>
    </Dialog>
  );
}
