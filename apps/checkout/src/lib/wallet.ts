/** The wallets the fast checkout offers: Apple Pay where the browser has it, Google Pay elsewhere. */
export type WalletMethod = 'apple_pay' | 'google_pay';

/** Their names as the wallets spell them (brand names, the same in every language). */
export const WALLET_NAMES: Readonly<Record<WalletMethod, string>> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/** The stored wallet flag (product-side.md section 7: local storage holds a wallet flag): '1' when the browser offered Apple Pay. */
export const APPLE_PAY_FLAG_KEY = 'escapade.wallet.applePay';

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

/** Whether the page is the summary page (no wallet there: the visitor chooses another way to pay). */
export function isSummaryPage(pathname: string): boolean {
  return /\/checkout\/summary\/?$/.test(pathname);
}
