import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './database-schema';
import { CATALOG_TABLES_MIGRATION, staticMigrationProvider } from './migrations';

function migratorFor(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: staticMigrationProvider });
}

/** Fails loudly with the migration's own error instead of returning it in a result set. */
function orThrow({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => result.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return orThrow(await migratorFor(db).migrateToLatest());
}

/** Creates the catalog tables without keys, so a bulk load can run before `migrateToLatest` adds them. */
export async function migrateToCatalogTables(db: Kysely<Database>): Promise<string[]> {
  return orThrow(await migratorFor(db).migrateTo(CATALOG_TABLES_MIGRATION));
}

/** Names of the migrations already applied, in order; empty for a new database. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
}

/** Drops every table, function and extension of the public schema: the start of a reseed from scratch. */
export async function dropAllTables(db: Kysely<Database>): Promise<void> {
  await sql`drop schema if exists public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
