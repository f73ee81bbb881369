import { useEffect } from 'react';
import { useAccountSession } from '@escapade/data-access-api';
import { rememberSignedInAccount, type SignedInAccount } from '../lib/session-state';

/**
 * What the storefront knows about the visitor's account. The session cookie is HttpOnly: the page
 * learns it from `GET /api/account/session` (one call per page, kept in the shared query cache and
 * updated by sign-in, sign-up and sign-out), never by reading a token.
 */
export type Session =
  | { readonly status: 'unknown'; readonly account: null }
  | { readonly status: 'visitor'; readonly account: null }
  | { readonly status: 'signed-in'; readonly account: SignedInAccount };

const UNKNOWN: Session = { status: 'unknown', account: null };
const VISITOR: Session = { status: 'visitor', account: null };

/**
 * The session as React state: unknown until the server answered, then a visitor or the signed-in
 * customer. A failed call counts as a visitor: the page offers to sign in rather than wait. This
 * entry (TanStack Query's observer and the call) is kept out of the first JavaScript: the shell's
 * header loads it once the first screen is done.
 */
export function useSession(options: { enabled?: boolean } = {}): Session {
  const { data, isError } = useAccountSession(options);
  const account = data !== undefined ? data.account : isError ? null : undefined;
  useEffect(() => {
    if (account !== undefined) rememberSignedInAccount(account);
  }, [account]);
  if (account === undefined) return UNKNOWN;
  return account === null ? VISITOR : { status: 'signed-in', account };
}
