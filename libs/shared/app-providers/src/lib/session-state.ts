import type { AccountSessionReply } from '@escapade/api-contract';

/** The signed-in customer as the storefront shows it (name, e-mail). */
export type SignedInAccount = NonNullable<AccountSessionReply['account']>;

/** The last session the page learnt (`useSession` of `@escapade/app-providers/session` writes it). */
let lastKnownAccount: SignedInAccount | null = null;

/** The signed-in customer as last learnt by the page, or null (a visitor, or not asked yet): for code outside React, such as the analytics events' `user_logged_in`. */
export function signedInAccount(): SignedInAccount | null {
  return lastKnownAccount;
}

/** Records what the session call answered. */
export function rememberSignedInAccount(account: SignedInAccount | null): void {
  lastKnownAccount = account;
}
