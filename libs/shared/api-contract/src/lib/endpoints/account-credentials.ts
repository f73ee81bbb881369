import * as v from 'valibot';
import { EmailAddressSchema } from '../common/email';
import { boundedText, nonBlankText } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import { AccountSessionReplySchema } from './account-session';

// Sign-up and sign-in: their rules and refusals, apart from the session call every page makes,
// so the storefront's first JavaScript carries only the light session module.

/** Shortest password an account accepts: long enough that guessing it is slow, short enough to type on a phone. */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 10;

/** Longest password an account accepts (hashing a longer one would only cost the server time). */
export const ACCOUNT_PASSWORD_MAX_LENGTH = 128;

/** A password as the sign-up form sends it: kept as typed, spaces included. */
export const AccountPasswordSchema = v.pipe(
  boundedText(ACCOUNT_PASSWORD_MAX_LENGTH, 'must be text'),
  v.minCodePoints(ACCOUNT_PASSWORD_MIN_LENGTH, `must have at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters`),
  documented('accountPassword'),
);

/** Longest name an account shows in the header's menu. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** A new account: the name shown in the header's menu, the e-mail it signs in with and its password. */
export const AccountSignUpSchema = v.strictObject({
  name: nonBlankText(ACCOUNT_NAME_MAX_LENGTH, 'must be text'),
  email: EmailAddressSchema,
  password: AccountPasswordSchema,
});

/** The sign-up form's values. */
export type AccountSignUp = v.InferOutput<typeof AccountSignUpSchema>;

/** Credentials of the sign-in form: any non-empty password is checked (an older, shorter one included). */
export const AccountCredentialsSchema = v.strictObject({
  email: EmailAddressSchema,
  password: v.pipe(boundedText(ACCOUNT_PASSWORD_MAX_LENGTH, 'must be text'), v.minCodePoints(1, 'must not be empty')),
});

/** The sign-in form's values. */
export type AccountCredentials = v.InferOutput<typeof AccountCredentialsSchema>;

/** The codes of the account calls' refusals (see `ACCOUNT_REFUSALS`), as the storefront tells them apart. */
export const ACCOUNT_REFUSAL_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  tooManySignIns: 'TOO_MANY_SIGN_IN_ATTEMPTS',
  crossSite: 'CROSS_SITE_REQUEST',
} as const;

/** The `details` of a 429 TOO_MANY_SIGN_IN_ATTEMPTS: slowed down or locked, and the seconds to wait (its Retry-After). */
export const SignInRefusalDetailsSchema = v.tuple([
  v.object({ field: v.string(), message: v.picklist(['slowed', 'locked']), retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
]);

/** The refusals of the sign-up and sign-in calls, stated in the document. */
export const ACCOUNT_REFUSALS =
  '401 INVALID_CREDENTIALS when the e-mail and password match no account (the same answer whether the e-mail has an account or not); 403 CROSS_SITE_REQUEST when a cookie-carrying call comes from another site; 409 EMAIL_TAKEN when a sign-up names an e-mail that has an account; 429 TOO_MANY_SIGN_IN_ATTEMPTS when failed sign-ins for the e-mail or from the address came too fast or too many (waits that double, then a lock; Retry-After gives the seconds)';

/** Creates an account and signs it in (the session cookie is set). */
export const accountSignUpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/sign-up',
  summary: 'Create a customer account and sign it in (sets the session cookie)',
  tags: ['account'],
  status: 201,
  body: AccountSignUpSchema,
  reply: AccountSessionReplySchema,
  conflicts: ACCOUNT_REFUSALS,
});

/** Signs a customer in: a server-side session and its cookie. */
export const startAccountSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/session',
  summary: 'Sign a customer in (sets the session cookie)',
  tags: ['account'],
  status: 200,
  body: AccountCredentialsSchema,
  reply: AccountSessionReplySchema,
  conflicts: ACCOUNT_REFUSALS,
});
