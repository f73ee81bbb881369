import { readWalletFlags, withoutWalletFlags, withWalletError, withWalletLoading } from './wallet-flags';

describe('fast wallet flags (product-side.md section 4)', () => {
  it('payment ongoing is isLoading=1 in the hash', () => {
    expect(withWalletLoading('#id=7&a=2')).toBe('#id=7&a=2&isLoading=1');
    expect(withWalletLoading('')).toBe('#isLoading=1');
    expect(readWalletFlags('#id=7&isLoading=1')).toEqual({ isLoading: true, error: false });
  });

  it('failure returns to the hash with ;error=1 (and the loading flag gone)', () => {
    expect(withWalletError('#id=7&isLoading=1')).toBe('#id=7;error=1');
    expect(withWalletError('#')).toBe('#;error=1');
    expect(readWalletFlags('#id=7;error=1')).toEqual({ isLoading: false, error: true });
  });

  it('opening the wallet removes the error flag', () => {
    expect(withoutWalletFlags('#id=7;error=1')).toBe('#id=7');
    expect(withoutWalletFlags('error=1')).toBe('');
    expect(readWalletFlags('#id=7')).toEqual({ isLoading: false, error: false });
  });

  it('only the exact flags count', () => {
    expect(readWalletFlags('#isLoading=0&error=2')).toEqual({ isLoading: false, error: false });
  });
});
