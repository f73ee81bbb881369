import { useEffect } from 'react';
import type { AccountSessionReply } from '@escapade/api-contract';
import { useAccountSession } from '@escapade/data-access-api';

/** The signed-in customer as the storefront shows it (name, e-mail). */
export type SignedInAccount = NonNullable<AccountSessionReply['account']>;

/**
 * What the storefront knows about the visitor's account. The session cookie is HttpOnly: the page
 * learns it from `GET /api/account/session` (one call per page, kept in the query cache and updated
 * by sign-in, sign-up and sign-out), never by reading a token.
 */
export type Session =
  | { readonly status: 'unknown'; readonly account: null }
  | { readonly status: 'visitor'; readonly account: null }
  | { readonly status: 'signed-in'; readonly account: SignedInAccount };

const UNKNOWN: Session = { status: 'unknown', account: null };
const VISITOR: Session = { status: 'visitor', account: null };

/** The last session a page's component saw, for code outside React (the analytics events' `user_logged_in`). */
let lastKnownAccount: SignedInAccount | null = null;

/** The signed-in customer as last learnt by the page, or null (a visitor, or not asked yet). */
export function signedInAccount(): SignedInAccount | null {
  return lastKnownAccount;
}

/**
 * The session as React state: unknown until the server answered, then a visitor or the signed-in
 * customer. A failed call counts as a visitor: the page offers to sign in rather than wait.
 */
export function useSession(options: { enabled?: boolean } = {}): Session {
  const { data, isError } = useAccountSession(options);
  const account = data !== undefined ? data.account : isError ? null : undefined;
  useEffect(() => {
    if (account !== undefined) lastKnownAccount = account;
  }, [account]);
  if (account === undefined) return UNKNOWN;
  return account === null ? VISITOR : { status: 'signed-in', account };
}
