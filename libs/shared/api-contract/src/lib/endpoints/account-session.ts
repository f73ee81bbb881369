import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { defineEndpoint } from '../endpoint';

/** The cookie that holds a customer's session (the spec's `accessToken`; HttpOnly, so scripts never read it). */
export const ACCOUNT_SESSION_COOKIE = 'accessToken';

/** The signed-in customer as the storefront shows it. */
export const SignedInAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
});

/** The session as the header reads it: the signed-in account, or `null` for a visitor. */
export const AccountSessionReplySchema = v.object({ account: v.nullable(SignedInAccountSchema) });

/** A customer session as the storefront shows it. */
export type AccountSessionReply = v.InferOutput<typeof AccountSessionReplySchema>;

/** The session the cookie names, `account: null` for a visitor or an ended session (the header calls it, it never reads the cookie). */
export const getAccountSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/session',
  summary: 'The signed-in customer, or null',
  tags: ['account'],
  status: 200,
  reply: AccountSessionReplySchema,
});

/** Signs the customer out: the session ends on the server, so a copy of the cookie opens nothing; signing out twice is fine. */
export const endAccountSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/account/session',
  summary: 'Sign the customer out (ends the session on the server and clears its cookie)',
  tags: ['account'],
  status: 200,
  reply: AckReplySchema,
  conflicts: '403 CROSS_SITE_REQUEST when the call comes from another site',
});
