import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, type AccountSessionReply } from '@escapade/api-contract';
import { ClientError, contractRoute } from '../../plugins/contract-routes';
import { AUTH_BASE_PATH, createAccountAuth } from './account-auth';
import { SignInThrottle, type ThrottleRefusal, type ThrottleRule } from './sign-in-throttle';

export interface AccountRoutesOptions {
  /** The key that signs session cookies (see `accountSessionSecretFromEnvironment`). */
  readonly secret: Buffer;
  /** The clock the sign-in brake counts by. */
  readonly now?: () => Date;
  /** The sign-in brake's rules (tests shorten them). */
  readonly throttle?: { email: ThrottleRule; address: ThrottleRule };
}

/** HTTPS as the client sees it, also behind a proxy that ends TLS: the session cookie is then Secure. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The origin the browser addressed: the host it sent (or the one a development proxy forwarded), with the scheme it used. */
function siteOrigin(request: FastifyRequest): string {
  const host = headerText(request.headers['x-forwarded-host']) ?? request.host;
  return new URL(`${isHttps(request) ? 'https' : 'http'}://${host}`).origin;
}

/** The origin a request says it comes from: `Origin`, else the `Referer`'s; null when neither can be read. */
function claimedOrigin(request: FastifyRequest): string | null {
  const claimed = headerText(request.headers.origin) ?? headerText(request.headers.referer);
  if (claimed === undefined || claimed === 'null') return null;
  try {
    return new URL(claimed).origin;
  } catch {
    return null;
  }
}

/**
 * Our own CSRF brake on the account's state changes, before the library's: a call another site's
 * page makes (Fetch Metadata says cross-site, or a cookie-carrying call whose origin is missing or
 * foreign) is refused. Same-origin `fetch` calls always carry `Origin` on POST and DELETE.
 */
export function assertSameSite(request: FastifyRequest): void {
  const refuse = (reason: string) => new ClientError(403, 'CROSS_SITE_REQUEST', `Refused: ${reason}.`, [{ field: 'headers.origin', message: reason }]);
  if (headerText(request.headers['sec-fetch-site']) === 'cross-site') throw refuse('the call comes from another site');
  const origin = claimedOrigin(request);
  if (origin !== null && origin !== siteOrigin(request)) throw refuse('the call comes from another site');
  if (origin === null && request.headers.cookie !== undefined) throw refuse('a call carrying cookies must say which site it comes from');
}

const RETRY_MINUTES = (seconds: number) => Math.ceil(seconds / 60);

/** The 429 of the sign-in brake: a message that says what happened and how long to wait. */
function tooManyAttempts(refusal: ThrottleRefusal): ClientError {
  const message =
    refusal.kind === 'locked'
      ? `Too many failed sign-ins: signing in is locked. Try again in ${RETRY_MINUTES(refusal.retryAfterSeconds)} min.`
      : `Too many failed sign-ins: wait ${refusal.retryAfterSeconds} s before trying again.`;
  return new ClientError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', message, [
    { field: refusal.by === 'email' ? 'body.email' : 'address', message: refusal.kind, retryAfterSeconds: refusal.retryAfterSeconds },
  ]);
}

interface LibraryUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

const accountOf = (user: LibraryUser): NonNullable<AccountSessionReply['account']> => ({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified });

/**
 * Customer accounts (issue 50, first slice): sign-up, sign-in, the session the header reads, sign-out.
 * Each call goes through the account library's own request handler, so its checks (origin, Fetch
 * Metadata, password hashing, session rows) all run; the library's routes are not served themselves,
 * so nothing reaches it past the contract's validation, our CSRF check and the sign-in brake.
 */
export default async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const now = options.now ?? (() => new Date());
  const auth = createAccountAuth(app.db, options.secret, app.log);
  const throttle = new SignInThrottle(app.db, options.throttle);

  /** One call of the library, as the browser's request would have made it; its cookies are passed on. */
  async function callLibrary(request: FastifyRequest, reply: FastifyReply, method: 'GET' | 'POST', path: string, body?: unknown) {
    const headers = new Headers();
    for (const name of ['cookie', 'origin', 'referer', 'user-agent', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']) {
      const value = headerText(request.headers[name]);
      if (value !== undefined) headers.set(name, value);
    }
    headers.set('x-escapade-client-address', request.ip);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(`${siteOrigin(request)}${AUTH_BASE_PATH}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    const cookies = response.headers.getSetCookie().map((cookie) => (isHttps(request) ? `${cookie}; Secure` : cookie));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    const text = await response.text();
    const json: unknown = text === '' ? null : JSON.parse(text);
    if (response.status === 403)
      throw new ClientError(403, 'CROSS_SITE_REQUEST', 'Refused: the call comes from another site.', [{ field: 'headers.origin', message: 'not this site' }]);
    return { status: response.status, json };
  }

  contractRoute(app, ENDPOINTS.accountSignUp, async ({ body }, request, reply) => {
    assertSameSite(request);
    const { status, json } = await callLibrary(request, reply, 'POST', '/sign-up/email', body);
    if (status === 422) throw new ClientError(409, 'EMAIL_TAKEN', 'An account already uses this e-mail: sign in instead.', [{ field: 'body.email', message: 'has an account' }]);
    if (status !== 200) throw new Error(`The account library answered ${status} to a sign-up`);
    return { account: accountOf((json as { user: LibraryUser }).user) };
  });

  contractRoute(app, ENDPOINTS.startAccountSession, async ({ body }, request, reply) => {
    assertSameSite(request);
    const keys = { email: body.email, address: request.ip };
    const refusal = await throttle.attempt(keys, now());
    if (refusal) {
      reply.header('retry-after', String(refusal.retryAfterSeconds));
      throw tooManyAttempts(refusal);
    }
    const { status, json } = await callLibrary(request, reply, 'POST', '/sign-in/email', body);
    if (status === 401) throw new ClientError(401, 'INVALID_CREDENTIALS', 'The e-mail or the password is wrong.', [{ field: 'body', message: 'unknown e-mail or wrong password' }]);
    if (status !== 200) throw new Error(`The account library answered ${status} to a sign-in`);
    await throttle.succeeded(keys);
    return { account: accountOf((json as { user: LibraryUser }).user) };
  });

  contractRoute(app, ENDPOINTS.accountSession, async (_input, request, reply) => {
    if (request.headers.cookie === undefined) {
      reply.header('cache-control', 'no-store');
      return { account: null };
    }
    const { status, json } = await callLibrary(request, reply, 'GET', '/get-session');
    if (status !== 200 || json === null) return { account: null };
    return { account: accountOf((json as { user: LibraryUser }).user) };
  });

  contractRoute(app, ENDPOINTS.endAccountSession, async (_input, request, reply) => {
    assertSameSite(request);
    if (request.headers.cookie !== undefined) await callLibrary(request, reply, 'POST', '/sign-out', {});
    reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
}
