import { useSyncExternalStore } from 'react';

/** The purposes a visitor may allow beyond what the site needs to work (session, language, this choice). */
export interface ConsentChoice {
  /** Audience measurement: page and offer views, sent to the analytics collect endpoint and the data layer. */
  readonly analytics: boolean;
  /** Marketing attribution: the partner or campaign parameters a visit arrived with, and personalised ads. */
  readonly marketing: boolean;
}

/** The cookie holding the visitor's choice (essential: it is what lets us ask only once). */
export const CONSENT_COOKIE = 'escapadeConsent';

/** Six months, after which the visitor is asked again (the CNIL's recommended lifetime of a choice). */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true };
export const ALL_REFUSED: ConsentChoice = { analytics: false, marketing: false };

/**
 * Saving the choice is announced on the window, so every copy of this module on the page hears it
 * (the shell's banner and the tracker that remotes share need not be one module instance).
 */
export const CONSENT_EVENT = 'escapade:consent';

let cached: { source: string; choice: ConsentChoice | null } | undefined;

/** `a=1&m=0` in the cookie; anything else (absent, damaged, an older format) counts as no choice yet. */
function parseChoice(value: string): ConsentChoice | null {
  const match = /^a=([01])&m=([01])$/.exec(value);
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

function cookieValue(source: string): string {
  for (const pair of source.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === CONSENT_COOKIE) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return '';
}

/** The visitor's choice, or null before they made one (or once it expired). */
export function readConsent(): ConsentChoice | null {
  const source = typeof document === 'undefined' ? '' : document.cookie;
  if (cached?.source !== source) cached = { source, choice: parseChoice(cookieValue(source)) };
  return cached.choice;
}

/** Records the choice for six months (path /, SameSite Lax) and tells every reader. */
export function saveConsent(choice: ConsentChoice): void {
  const value = encodeURIComponent(`a=${choice.analytics ? 1 : 0}&m=${choice.marketing ? 1 : 0}`);
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/** Calls `listener` whenever the choice is saved; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** The choice as React state (null before any choice, and in a page rendered ahead of time). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
