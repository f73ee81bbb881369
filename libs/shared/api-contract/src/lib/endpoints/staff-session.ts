import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { EmailAddressSchema } from '../common/email';
import { boundedText } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** The cookie that holds a signed staff session on the customer-care site (HttpOnly: scripts never read it). */
export const STAFF_SESSION_COOKIE = 'escapadeStaff';

/** How long a staff session lasts before staff sign in again: one working day. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

/** A staff member's credentials, checked against the accounts the server is configured with. */
export const StaffCredentialsSchema = v.strictObject({
  email: EmailAddressSchema,
  password: v.pipe(boundedText(200, 'must be text'), v.minLength(1, 'must not be empty'), documented('staffPassword')),
});

/** Staff credentials as sent by the login form. */
export type StaffCredentials = v.InferOutput<typeof StaffCredentialsSchema>;

/** The staff member a session belongs to. */
export const StaffSessionReplySchema = v.object({
  email: v.string(),
  /** When the session ends, as an ISO instant. */
  expiresAt: v.string(),
});

/** A staff session as the customer-care site shows it. */
export type StaffSessionReply = v.InferOutput<typeof StaffSessionReplySchema>;

/** What a 401 of the staff session calls means, stated in the document. */
export const STAFF_UNAUTHORIZED = '401 when the email and password match no staff account, or the staff session cookie is missing, altered or expired';

/** Signs a staff member in: a signed session cookie on success (product-side.md section 1, customer-care mode). */
export const startStaffSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/staff/session',
  summary: 'Sign a customer-care staff member in (sets the signed staff session cookie)',
  tags: ['staff'],
  status: 200,
  body: StaffCredentialsSchema,
  reply: StaffSessionReplySchema,
  unauthorized: STAFF_UNAUTHORIZED,
});

/** The staff session the cookie holds, or a 401 when there is none (the customer-care site then shows its login view). */
export const getStaffSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/staff/session',
  summary: 'The signed-in customer-care staff member',
  tags: ['staff'],
  status: 200,
  reply: StaffSessionReplySchema,
  unauthorized: STAFF_UNAUTHORIZED,
});

/** Signs staff out: the session cookie is cleared; signing out twice is fine. */
export const endStaffSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/staff/session',
  summary: 'Sign the customer-care staff member out (clears the staff session cookie)',
  tags: ['staff'],
  status: 200,
  reply: AckReplySchema,
});
