import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';

/** When a row was written: set by the database, read back as a Date. */
type CreatedAt = ColumnType<Date, never, never>;

/**
 * A piece of CMS content (home page, navigation, banner, static page…) as one JSON document.
 * `locale` and `flow` hold '' when the document is shared by every market or flow, so the unique
 * key treats "none" as one value without expressions in the index.
 */
export interface ContentDocumentsTable {
  id: Generated<number>;
  kind: string;
  locale: ColumnType<string, string | undefined, string>;
  flow: ColumnType<string, string | undefined, string>;
  key: string;
  body: ColumnType<unknown, string, string>;
}

/** A newsletter signup; the same address may sign up twice (the spec treats it as success). */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  country: string;
  language: string;
  source: string;
  created_at: CreatedAt;
}

/** A client-side report (wallet errors, crash page), message cut to 256 characters by the client. */
export interface ClientLogsTable {
  id: Generated<number>;
  level: string;
  locale: string;
  location: string;
  message: string;
  created_at: CreatedAt;
}

/** A view of the not-found page, so broken links can be traced. */
export interface NotFoundHitsTable {
  id: Generated<number>;
  uri: string;
  locale: string;
  created_at: CreatedAt;
}

/** One analytics event of a collect call, with its parameters as sent. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  pos: string;
  client_id: string;
  name: string;
  params: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** The content and tracking tables, merged into the catalog database type with `db.withTables<ContentTables>()`. */
export type ContentTables = {
  content_documents: ContentDocumentsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  client_logs: ClientLogsTable;
  not_found_hits: NotFoundHitsTable;
  analytics_events: AnalyticsEventsTable;
};

/** Longest client log message the table accepts, as the contract bounds it. */
export const MAX_CLIENT_LOG_MESSAGE = 256;

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

/** The content tables of the catalog database (the store of record types only its own tables). */
export function contentTables<DB>(db: Kysely<DB>): Kysely<ContentTables> {
  return db.withTables<ContentTables>() as unknown as Kysely<ContentTables>;
}
