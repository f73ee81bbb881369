#!/usr/bin/env node
// Writes one entry of the API's STAFF_ACCOUNTS setting: the email and the scrypt hash of the password.
//   node tools/scripts/staff-password.mjs care.agent@example.com 'their password'
import { randomBytes, scryptSync } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** `email:scrypt:<salt>:<hash>`, salt and hash in base64url; scrypt with node's default cost, 32-byte key. */
export function staffAccountEntry(email, password, salt = randomBytes(16)) {
  const hash = scryptSync(password.normalize('NFC'), salt, 32);
  return `${email.trim().toLowerCase()}:scrypt:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [email, password] = process.argv.slice(2);
  if (!email || !password) {
    console.error('usage: node tools/scripts/staff-password.mjs <email> <password>');
    process.exit(1);
  }
  console.log(staffAccountEntry(email, password));
}
