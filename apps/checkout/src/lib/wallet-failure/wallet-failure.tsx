import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@escapade/app-providers/router';
import { MessagesScope } from '@escapade/i18n';
import { Button } from '@escapade/ui';
import { WALLET_NAMES, type WalletMethod } from '../wallet';
import { walletSummaryLocation } from './wallet-summary-location';
import { loadWalletFailureMessages } from './messages/load-wallet-failure-messages';
import { walletFailureMessages } from './wallet-failure-messages';
import styles from '../checkout.module.css';

export interface WalletFailureProps {
  readonly method: WalletMethod;
  /** The Book button's text. */
  readonly bookLabel: string;
}

/**
 * A failed wallet payment (product-side.md section 8): the spec's message and Book to the summary
 * page, where another way to pay is chosen. Its own chunk: only a failure needs it.
 */
export default function WalletFailure(props: WalletFailureProps) {
  return (
    <MessagesScope load={loadWalletFailureMessages}>
      <Failure {...props} />
    </MessagesScope>
  );
}

function Failure({ method, bookLabel }: WalletFailureProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className={styles.walletFailure}>
      <p role="alert" className={styles.alert}>
        {intl.formatMessage(walletFailureMessages.failed, { paymentMethod: WALLET_NAMES[method] })}
      </p>
      <Button size="lg" onClick={() => navigate(walletSummaryLocation(location))}>
        {bookLabel}
      </Button>
    </div>
  );
}
