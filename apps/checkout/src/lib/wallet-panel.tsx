import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@escapade/app-providers/router';
import { Button, Spinner } from '@escapade/ui';
import type { WalletFlags } from '@escapade/util-criteria';
import { WALLET_NAMES, type WalletMethod } from './wallet';
import { walletMessages } from './wallet-messages';
import styles from './checkout.module.css';

// The wallet's sheet comes with its own code, when the wallet button is pressed.
const SandboxWalletSheet = lazy(() => import('./sandbox-wallet-sheet'));

export interface WalletPanelProps {
  readonly method: WalletMethod;
  readonly flags: WalletFlags;
  readonly sheetOpen: boolean;
  /** The amount the sheet authorises, formatted. */
  readonly amount: string;
  /** The summary page the failure's Book leads to, and that button's text. */
  readonly summaryHref: string;
  readonly bookLabel: string;
  readonly disabled: boolean;
  /** The wallet button: the page checks its form before the sheet opens. */
  readonly onPay: () => void;
  readonly onAnswer: (outcome: 'ok' | 'declined') => void;
  readonly onCancel: () => void;
}

/**
 * The fast wallet checkout's part of the page (product-side.md, Fast wallet checkout): the button
 * labelled with the wallet's name (as the wallets' own buttons are), the payment under way, or the
 * failure with Book to the summary page.
 */
export function WalletPanel({ method, flags, sheetOpen, amount, summaryHref, bookLabel, disabled, onPay, onAnswer, onCancel }: WalletPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const wallet = WALLET_NAMES[method];
  if (flags.error) {
    return (
      <div className={styles.walletFailure}>
        <p role="alert" className={styles.alert}>
          {intl.formatMessage(walletMessages.failed, { paymentMethod: wallet })}
        </p>
        <Button size="lg" onClick={() => navigate(summaryHref)}>
          {bookLabel}
        </Button>
      </div>
    );
  }
  if (flags.isLoading) {
    return <Spinner size="md" label={intl.formatMessage(walletMessages.paying, { wallet })} showLabel />;
  }
  return (
    <>
      <Button variant="secondary" size="lg" className={styles.payButton} disabled={disabled} onClick={onPay}>
        {wallet}
      </Button>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <SandboxWalletSheet method={method} amount={amount} onAnswer={onAnswer} onCancel={onCancel} />
        </Suspense>
      ) : null}
    </>
  );
}
