import { formatCheckoutSummaryHash, parseCheckoutSummaryHash, withoutWalletFlags } from '@escapade/util-criteria';
import { MAX_LOG_MESSAGE } from '@escapade/api-contract';

/** The wallets the fast checkout offers: Apple Pay where the browser has it, Google Pay elsewhere. */
export type WalletMethod = 'apple_pay' | 'google_pay';

/** Their names as the wallets spell them (brand names, the same in every language). */
export const WALLET_NAMES: Readonly<Record<WalletMethod, string>> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/** The stored wallet flag (product-side.md section 7: local storage holds a wallet flag): '1' when the browser offered Apple Pay. */
export const APPLE_PAY_FLAG_KEY = 'escapade.wallet.applePay';

/** Where the wallet errors are reported (`POST /logs`). */
export const WALLET_LOG_LOCATION = 'checkout.wallet.error';

/** The wallet the option is labelled with (product-side.md, Fast wallet checkout): Apple Pay when the stored flag says so, else Google Pay. */
export function walletMethodOf(storage: Pick<Storage, 'getItem'> | undefined): WalletMethod {
  try {
    return storage?.getItem(APPLE_PAY_FLAG_KEY) === '1' ? 'apple_pay' : 'google_pay';
  } catch {
    return 'google_pay';
  }
}

/** The browser's Apple Pay entry point, when it has one. */
interface ApplePayWindow {
  readonly ApplePaySession?: { canMakePayments?: () => boolean };
}

/** Stores the flag when the browser can pay with Apple Pay, so the option is named after it on every later visit; a refused storage changes nothing. */
export function rememberWallet(storage: Pick<Storage, 'setItem'>, browser: object): void {
  try {
    if ((browser as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true) storage.setItem(APPLE_PAY_FLAG_KEY, '1');
  } catch {
    // No storage: the option is named Google Pay.
  }
}

/**
 * The summary page a failed wallet payment's Book leads to (product-side.md, checkout entry points):
 * `/checkout/summary` with the checkout's query and its stay in the summary hash, the wallet flags gone.
 */
export function walletSummaryLocation(location: { readonly search: string; readonly hash: string }): string {
  return `/checkout/summary${location.search}${formatCheckoutSummaryHash(parseCheckoutSummaryHash(withoutWalletFlags(location.hash)))}`;
}

/** Whether the page is the summary page (no wallet there: the visitor chooses another way to pay). */
export function isSummaryPage(pathname: string): boolean {
  return /\/checkout\/summary\/?$/.test(pathname);
}

/** A wallet error as the log takes it: what failed and why, cut to the first 256 characters. */
export function walletLogMessage(method: WalletMethod, reason: unknown): string {
  const why = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return `${WALLET_NAMES[method]} payment failed: ${why}`.slice(0, MAX_LOG_MESSAGE);
}

/** A wallet intent of the sandbox provider (docs/payments.md): `pi_sandbox_ok_…` is authorised, `pi_sandbox_declined_…` declined. */
export function sandboxWalletIntent(outcome: 'ok' | 'declined', id: string): string {
  return `pi_sandbox_${outcome}_${id.replace(/[^A-Za-z0-9]/g, '')}`;
}
