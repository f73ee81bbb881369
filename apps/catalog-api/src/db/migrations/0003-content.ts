import { sql, type Kysely } from 'kysely';
import { MAX_CLIENT_LOG_MESSAGE } from '../content-schema';

/** Creates the content documents and the tables the tracking calls write to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table content_documents (
      id serial primary key,
      kind text not null,
      locale text not null default '',
      flow text not null default '',
      key text not null,
      body jsonb not null
    )`.execute(db);
  await sql`create unique index content_documents_identity on content_documents (kind, locale, flow, key)`.execute(db);

  await sql`
    create table newsletter_subscriptions (
      id serial primary key,
      email text not null,
      country text not null,
      language text not null,
      source text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index newsletter_subscriptions_email on newsletter_subscriptions (lower(email))`.execute(db);

  await sql`
    create table client_logs (
      id serial primary key,
      level text not null,
      locale text not null,
      location text not null,
      message text not null check (char_length(message) <= ${sql.lit(MAX_CLIENT_LOG_MESSAGE)}),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table not_found_hits (
      id serial primary key,
      uri text not null,
      locale text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index not_found_hits_uri on not_found_hits (uri)`.execute(db);

  await sql`
    create table analytics_events (
      id serial primary key,
      pos text not null,
      client_id text not null,
      name text not null,
      params jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index analytics_events_name on analytics_events (name, created_at)`.execute(db);
}

/** Drops the content and tracking tables (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_events', 'not_found_hits', 'client_logs', 'newsletter_subscriptions', 'content_documents']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
