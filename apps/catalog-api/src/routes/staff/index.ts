import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, STAFF_SESSION_SECONDS } from '@escapade/api-contract';
import { ClientError, contractRoute } from '../../plugins/contract-routes';
import { checkStaffCredentials, type StaffAccount } from './staff-accounts';
import { signStaffSession, staffCookieOf, staffSetCookie, verifyStaffSession, type StaffCookieProblem } from './staff-cookie';

export interface StaffRoutesOptions {
  /** The configured staff accounts (see `staffAccountsFromEnvironment`). */
  readonly accounts: readonly StaffAccount[];
  /** The key that signs session cookies. */
  readonly secret: Buffer;
  /** The clock sessions expire by. */
  readonly now?: () => Date;
}

const COOKIE_REASONS: Readonly<Record<StaffCookieProblem, string>> = {
  missing: 'no staff session',
  malformed: 'the staff session cookie is not one this server writes',
  altered: 'the staff session cookie was altered',
  expired: 'the staff session has expired',
};

/** 401 in the API's error shape, naming what was refused. */
function unauthorized(field: string, reason: string): ClientError {
  return new ClientError(401, 'UNAUTHORIZED', `Not signed in: ${reason}.`, [{ field, message: reason }]);
}

/**
 * HTTPS as the client sees it, also behind a proxy that ends TLS: the cookie is then Secure (a
 * client that claims HTTPS falsely only gets a cookie it cannot send back over HTTP).
 */
const isHttps = (request: FastifyRequest) => request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

/**
 * Staff sessions of the customer-care site (product-side.md section 1): sign in against the
 * configured accounts, read the session, sign out. The session lives only in a signed cookie.
 */
export default async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const now = options.now ?? (() => new Date());

  contractRoute(app, ENDPOINTS.startStaffSession, async ({ body }, request, reply) => {
    const account = await checkStaffCredentials(options.accounts, body.email, body.password);
    if (account === undefined) throw unauthorized('body', 'unknown email or wrong password');
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + STAFF_SESSION_SECONDS * 1000);
    const value = signStaffSession(options.secret, { email: account.email, expiresAt });
    reply.header('set-cookie', staffSetCookie(value, { expiresAt, now: issuedAt, secure: isHttps(request) }));
    reply.header('cache-control', 'no-store');
    return { email: account.email, expiresAt: expiresAt.toISOString() };
  });

  contractRoute(app, ENDPOINTS.staffSession, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = verifyStaffSession(options.secret, staffCookieOf(request.headers.cookie), now());
    if (typeof session === 'string') throw unauthorized('cookie', COOKIE_REASONS[session]);
    return { email: session.email, expiresAt: session.expiresAt.toISOString() };
  });

  contractRoute(app, ENDPOINTS.endStaffSession, async (_input, request, reply) => {
    reply.header('set-cookie', staffSetCookie(null, { now: now(), secure: isHttps(request) }));
    reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
}
