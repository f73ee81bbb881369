/** Wallet payment state carried by the hash of the page that holds the wallet button. */
export interface WalletFlags {
  readonly isLoading: boolean;
  readonly error: boolean;
}

const LOADING = 'isLoading=1';
const ERROR = 'error=1';

function segments(hash: string): string[] {
  return (hash.startsWith('#') ? hash.slice(1) : hash).split(/[&;]/).filter((segment) => segment !== '');
}

/** Reads the wallet flags: payment ongoing with isLoading=1, failed with ;error=1. */
export function readWalletFlags(hash: string): WalletFlags {
  const present = segments(hash);
  return { isLoading: present.includes(LOADING), error: present.includes(ERROR) };
}

/** The hash without wallet flags: what opening the wallet leaves (the error flag removed). */
export function withoutWalletFlags(hash: string): string {
  const kept = segments(hash).filter((segment) => segment !== LOADING && segment !== ERROR);
  return kept.length === 0 ? '' : `#${kept.join('&')}`;
}

/** The hash while the payment is ongoing: isLoading=1. */
export function withWalletLoading(hash: string): string {
  const base = withoutWalletFlags(hash);
  return base === '' ? `#${LOADING}` : `${base}&${LOADING}`;
}

/** The hash after a failed order init or payment (or a missing orderUUID): ;error=1. */
export function withWalletError(hash: string): string {
  const base = withoutWalletFlags(hash);
  return base === '' ? `#;${ERROR}` : `${base};${ERROR}`;
}
