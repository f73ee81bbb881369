import { useSyncExternalStore } from 'react';

/** The two cookies of a signed-in customer (SameSite Lax, path /), as the account service writes them. */
export const SESSION_COOKIES = { accountId: 'userAccountId', accessToken: 'accessToken' } as const;

/** What the storefront knows about the visitor's account: both values, or null where the cookie is absent. */
export interface Session {
  readonly accountId: string | null;
  readonly accessToken: string | null;
}

const listeners = new Set<() => void>();
const SIGNED_OUT: Session = { accountId: null, accessToken: null };
let cached: { source: string; session: Session } | undefined;

function cookieValue(source: string, name: string): string | null {
  for (const pair of source.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Reads the session cookies; the one place the storefront (shell and remotes) looks at them. */
export function readSession(): Session {
  const source = typeof document === 'undefined' ? '' : document.cookie;
  if (cached?.source !== source) {
    cached = {
      source,
      session: { accountId: cookieValue(source, SESSION_COOKIES.accountId), accessToken: cookieValue(source, SESSION_COOKIES.accessToken) },
    };
  }
  return cached.session;
}

/** A customer is signed in when the access token is there (product-side.md, account menu). */
export function isSignedIn(session: Session): boolean {
  return session.accessToken !== null;
}

/** Signs out: both cookies expire at the path they were written for, then every reader of the session updates. */
export function clearSession(): void {
  for (const name of Object.values(SESSION_COOKIES)) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: components re-render when it is cleared. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => SIGNED_OUT);
}
