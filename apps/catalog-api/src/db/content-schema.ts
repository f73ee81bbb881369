import type { ColumnType, Generated, Kysely } from 'kysely';

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

/** A message to customer care, filed as a case (see migration `0008-contact-cases`). */
export interface ContactCasesTable {
  id: Generated<number>;
  reason: string;
  request_type: string;
  request_subtype: string;
  booking_number: string | null;
  name: string;
  email: string;
  phone: string;
  description: string;
  locale: string;
  language: string;
  point_of_sale: string;
  status: ColumnType<string, string | undefined, string>;
  staff_email: string | null;
  bot_check_signature: string | null;
  created_at: CreatedAt;
}

/** The content and tracking tables, merged into the catalog database type with `db.withTables<ContentTables>()`. */
export type ContentTables = {
  content_documents: ContentDocumentsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  client_logs: ClientLogsTable;
  not_found_hits: NotFoundHitsTable;
  analytics_events: AnalyticsEventsTable;
  contact_cases: ContactCasesTable;
};

/** Longest client log message the table accepts, as the contract bounds it. */
export const MAX_CLIENT_LOG_MESSAGE = 256;

/** The content tables of the catalog database (the store of record types only its own tables). */
export function contentTables<DB>(db: Kysely<DB>): Kysely<ContentTables> {
  return db.withTables<ContentTables>() as unknown as Kysely<ContentTables>;
}
