import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Spinner } from '@escapade/ui';
import type { WalletFlags } from '@escapade/util-criteria';
import { WALLET_NAMES, type WalletMethod } from './wallet';
import { walletMessages } from './wallet-messages';
import styles from './checkout.module.css';

// The wallet's sheet comes with its own code, when the wallet button is pressed, and its failure when one happened.
const SandboxWalletSheet = lazy(() => import('./wallet-sheet/sandbox-wallet-sheet'));
const WalletFailure = lazy(() => import('./wallet-failure/wallet-failure'));

export interface WalletPanelProps {
  readonly method: WalletMethod;
  readonly flags: WalletFlags;
  readonly sheetOpen: boolean;
  /** The amount the sheet authorises, formatted. */
  readonly amount: string;
  /** The text of the failure's Book, which leads to the summary page. */
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
export function WalletPanel({ method, flags, sheetOpen, amount, bookLabel, disabled, onPay, onAnswer, onCancel }: WalletPanelProps) {
  const intl = useIntl();
  const wallet = WALLET_NAMES[method];
  if (flags.error) {
    return (
      <Suspense fallback={null}>
        <WalletFailure method={method} bookLabel={bookLabel} />
      </Suspense>
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
