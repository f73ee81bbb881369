import { MAX_LOG_MESSAGE } from '@escapade/api-contract';
import { APPLE_PAY_FLAG_KEY, isSummaryPage, rememberWallet, walletMethodOf } from './wallet';
import { walletSummaryLocation } from './wallet-failure/wallet-summary-location';
import { sandboxWalletIntent, walletLogMessage } from './wallet-payment';

/** A storage that keeps what it is given. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the fast wallet (product-side.md, Fast wallet checkout)', () => {
  it('is labelled Apple Pay when the stored flag says so, else Google Pay', () => {
    expect(walletMethodOf(memoryStorage({ [APPLE_PAY_FLAG_KEY]: '1' }))).toBe('apple_pay');
    expect(walletMethodOf(memoryStorage())).toBe('google_pay');
    expect(walletMethodOf(undefined)).toBe('google_pay');
    const refusing = {
      getItem: () => {
        throw new Error('storage refused');
      },
    };
    expect(walletMethodOf(refusing)).toBe('google_pay');
  });

  it('stores the flag when the browser can pay with Apple Pay, and leaves it alone otherwise', () => {
    const storage = memoryStorage();
    rememberWallet(storage, {});
    expect(storage.items.size).toBe(0);
    rememberWallet(storage, { ApplePaySession: { canMakePayments: () => false } });
    expect(storage.items.size).toBe(0);
    rememberWallet(storage, { ApplePaySession: { canMakePayments: () => true } });
    expect(storage.getItem(APPLE_PAY_FLAG_KEY)).toBe('1');
    const full = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberWallet(full, { ApplePaySession: { canMakePayments: () => true } })).not.toThrow();
  });

  it('sends Book to the summary page with the stay in the summary hash, the wallet flags gone and the query kept', () => {
    expect(walletSummaryLocation({ search: '?minisite=360', hash: '#id=4733&a=2&c=0&b=0&checkin=2030-05-03&night=2&activityDates=12_2030-05-04;error=1' })).toBe(
      '/checkout/summary?minisite=360#id=4733&a=2&c=0&b=0&checkin=2030-05-03&night=2&activityDates=12_2030-05-04',
    );
    expect(isSummaryPage('/checkout/summary')).toBe(true);
    expect(isSummaryPage('/nl/checkout/summary/')).toBe(true);
    expect(isSummaryPage('/checkout')).toBe(false);
  });

  it('reports a failure in words the logs take, cut to their length', () => {
    expect(walletLogMessage('google_pay', new Error('declined'))).toBe('Google Pay payment failed: Error: declined');
    expect(walletLogMessage('apple_pay', 'x'.repeat(400))).toHaveLength(MAX_LOG_MESSAGE);
  });

  it('makes the sandbox provider’s intents: authorised or declined by their prefix, letters and digits only', () => {
    expect(sandboxWalletIntent('ok', '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')).toBe('pi_sandbox_ok_1b9d6bcdbbfd4b2d9b5dab8dfbbd4bed');
    expect(sandboxWalletIntent('declined', 'abc')).toBe('pi_sandbox_declined_abc');
  });
});
