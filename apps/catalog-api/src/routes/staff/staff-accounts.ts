import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** A staff account as configured: its email (lower case) and the scrypt hash of its password. */
export interface StaffAccount {
  readonly email: string;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/** Length of the derived key; scrypt's cost parameters are node's defaults (N 16384, r 8, p 1). */
const KEY_LENGTH = 32;

/** One configured account: `email:scrypt:<salt, base64url>:<hash, base64url>` (written by `tools/scripts/staff-password.mjs`). */
const ACCOUNT_ENTRY = /^([^\s:,]+@[^\s:,]+):scrypt:([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{43})$/;

/**
 * The account of development and tests when `STAFF_ACCOUNTS` is unset outside production:
 * `staff@escapade.localhost` with the password `dev-only-staff-password`. Only a hash, only in the
 * server; a production server never accepts it.
 */
const DEV_ONLY_STAFF_ACCOUNTS = 'staff@escapade.localhost:scrypt:ZGV2LW9ubHktc3RhZmYtc2FsdA:VwQD1ybZZTgvnTavFpOhxpjyrorZDDJWwb_H6ogjxyY';

/** Reads the configured accounts, separated by commas or spaces; an entry in another form is a configuration error. */
export function parseStaffAccounts(configured: string): StaffAccount[] {
  return configured
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = ACCOUNT_ENTRY.exec(entry);
      if (!match) throw new Error(`STAFF_ACCOUNTS: "${entry.split(':')[0]}" is not written email:scrypt:<salt>:<hash>`);
      return { email: match[1].toLowerCase(), salt: Buffer.from(match[2], 'base64url'), hash: Buffer.from(match[3], 'base64url') };
    });
}

/** The staff accounts of this server: `STAFF_ACCOUNTS`, or the development account outside production. */
export function staffAccountsFromEnvironment(environment: NodeJS.ProcessEnv = process.env): StaffAccount[] {
  const configured = environment['STAFF_ACCOUNTS'];
  if (configured !== undefined) return parseStaffAccounts(configured);
  return environment['NODE_ENV'] === 'production' ? [] : parseStaffAccounts(DEV_ONLY_STAFF_ACCOUNTS);
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Hashed for an unknown email too, so the answer takes as long whether the address is an account or not. */
const UNKNOWN_ACCOUNT: StaffAccount = { email: '', salt: randomBytes(16), hash: randomBytes(KEY_LENGTH) };

/** The account the credentials open, compared in constant time; `undefined` when the email or password is wrong. */
export async function checkStaffCredentials(accounts: readonly StaffAccount[], email: string, password: string): Promise<StaffAccount | undefined> {
  const wanted = email.toLowerCase();
  const account = accounts.find((candidate) => candidate.email === wanted);
  const checked = account ?? UNKNOWN_ACCOUNT;
  const key = await derive(password, checked.salt);
  const matches = key.length === checked.hash.length && timingSafeEqual(key, checked.hash);
  return account !== undefined && matches ? account : undefined;
}
