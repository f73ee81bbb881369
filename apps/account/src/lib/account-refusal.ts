import * as v from 'valibot';
import { ACCOUNT_REFUSAL_CODES, SignInRefusalDetailsSchema } from '@escapade/api-contract';
import { ApiRequestError } from '@escapade/data-access-api';

/**
 * Why a sign-in or sign-up was refused, as the page explains it: wrong e-mail or password (the
 * same words whether the e-mail has an account or not), too many failed attempts with the wait the
 * server gave, the e-mail already has an account, or anything else (network, server).
 */
export type AccountRefusal =
  | { readonly kind: 'invalid-credentials' }
  | { readonly kind: 'too-many-attempts'; readonly retryAfterSeconds: number }
  | { readonly kind: 'email-taken' }
  | { readonly kind: 'failed' };

/** What a refused call says, read from the API's error; a 429 without readable details still asks to wait a minute. */
export function accountRefusalOf(error: unknown): AccountRefusal {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  const { code, details } = error.body;
  if (error.status === 401 && code === ACCOUNT_REFUSAL_CODES.invalidCredentials) return { kind: 'invalid-credentials' };
  if (error.status === 409 && code === ACCOUNT_REFUSAL_CODES.emailTaken) return { kind: 'email-taken' };
  if (error.status === 429) {
    const parsed = v.safeParse(SignInRefusalDetailsSchema, details);
    return { kind: 'too-many-attempts', retryAfterSeconds: parsed.success ? parsed.output[0].retryAfterSeconds : 60 };
  }
  return { kind: 'failed' };
}

/** A wait as the message says it: seconds under two minutes, whole minutes (rounded up) beyond. */
export function waitOf(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 120 ? { unit: 'seconds', count: Math.max(1, seconds) } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
