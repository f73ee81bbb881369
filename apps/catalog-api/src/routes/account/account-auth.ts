import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH, ACCOUNT_SESSION_COOKIE } from '@escapade/api-contract';
import type { Database } from '../../db/database-schema';
import { secretFromEnvironment } from '../../plugins/secrets';

/** Where the library's own routes would live; only this API calls them (see `index.ts`), so the path is internal. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The library's base URL: a reserved name that no browser can be on, so it never counts as a trusted
 * origin by itself; each request's own origin is the one trusted (see `trustedOrigins`).
 */
const INTERNAL_BASE_URL = 'http://accounts.invalid';

/** How long a customer stays signed in without coming back, and how often a visit pushes that further. */
export const ACCOUNT_SESSION_DAYS = 30;

/** The signing key of session cookies: `ACCOUNT_SESSION_SECRET`, or random per process (visitors then sign in again after a restart). */
export function accountSessionSecretFromEnvironment(environment: NodeJS.ProcessEnv = process.env): Buffer {
  return secretFromEnvironment('ACCOUNT_SESSION_SECRET', environment);
}

/**
 * The account library over our database: e-mail and password accounts, sessions stored as rows (so
 * signing out revokes them), the cookie named as the spec names it (HttpOnly, SameSite=Lax, path /;
 * `Secure` is added by the routes over HTTPS). Its origin check runs on every state change carrying
 * a cookie and on every sign-in (Fetch Metadata); the only origin it trusts is the one the request
 * was sent to. Its own rate limit is off: the sign-in brake (`sign-in-throttle.ts`) and the API's
 * per-address budget do that job across replicas.
 */
export function createAccountAuth(db: Kysely<Database>, secret: Buffer, log: FastifyBaseLogger) {
  return betterAuth({
    appName: 'Escapade',
    baseURL: INTERNAL_BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret: secret.toString('hex'),
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    // Its lines go to the API's log; a wrong password is a warning there, not a line of its own.
    logger: { level: 'error', log: (level, message) => log[level]({ library: 'better-auth' }, message) },
    rateLimit: { enabled: false },
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_PASSWORD_MIN_LENGTH,
      // The library counts UTF-16 units, the contract code points (at most two units each): the contract's limit is the one that bites.
      maxPasswordLength: ACCOUNT_PASSWORD_MAX_LENGTH * 2,
      autoSignIn: true,
    },
    user: { modelName: 'customer_accounts', fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' } },
    session: {
      modelName: 'customer_sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', createdAt: 'created_at', updatedAt: 'updated_at' },
      expiresIn: ACCOUNT_SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'customer_credentials',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'customer_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      // Tests run with NODE_ENV=test, where the library would skip its origin check by default.
      disableCSRFCheck: false,
      disableOriginCheck: false,
      useSecureCookies: false,
      cookies: { session_token: { name: ACCOUNT_SESSION_COOKIE } },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: ['x-escapade-client-address'] },
    },
  });
}

/** The library's instance as the routes use it. */
export type AccountAuth = ReturnType<typeof createAccountAuth>;
