import { sql, type Kysely } from 'kysely';

/**
 * Customer accounts and their server-side sessions, in the tables the account library reads and
 * writes (its user, session, account and verification models, mapped to these names and snake_case
 * columns in `routes/account/account-auth.ts`): a session is a row, so signing out deletes it and a
 * copied cookie opens nothing. Passwords live only as the library's hashes in `customer_credentials`.
 * `sign_in_throttles` counts failed sign-ins per e-mail and per client address (the brute-force brake).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table customer_accounts (
      id text primary key,
      name text not null,
      email text not null unique,
      email_verified boolean not null default false,
      image text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table customer_sessions (
      id text primary key,
      token text not null unique,
      user_id text not null references customer_accounts (id) on delete cascade,
      expires_at timestamptz not null,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customer_sessions_user on customer_sessions (user_id)`.execute(db);
  await sql`
    create table customer_credentials (
      id text primary key,
      account_id text not null,
      provider_id text not null,
      user_id text not null references customer_accounts (id) on delete cascade,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customer_credentials_user on customer_credentials (user_id)`.execute(db);
  await sql`
    create table customer_verifications (
      id text primary key,
      identifier text not null,
      value text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customer_verifications_identifier on customer_verifications (identifier)`.execute(db);
  await sql`
    create table sign_in_throttles (
      key text primary key,
      failures integer not null,
      last_failure_at timestamptz not null
    )`.execute(db);
}

/** Drops the account tables (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sign_in_throttles', 'customer_verifications', 'customer_credentials', 'customer_sessions', 'customer_accounts']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
