import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { Database } from './database-schema';
import { PGliteDialect } from './pglite-dialect';
import { PGliteWorker } from './pglite-worker';

/** Where the database lives: a PostgreSQL server, a PGlite folder, or PGlite in memory (tests). */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. Defaults to `DATABASE_URL`. */
  databaseUrl?: string;
  /** PGlite data folder; defaults to `ESCAPADE_DATA_DIR`, then `.data/pglite` at the workspace root. */
  dataDir?: string;
  /** PGlite without a folder: nothing survives `close()`. Ignored when `databaseUrl` is given; wins over `DATABASE_URL`. */
  inMemory?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** An open catalog database; `close()` ends the pool or shuts PGlite down cleanly. */
export interface OpenedDatabase {
  db: Kysely<Database>;
  driver: 'pglite' | 'postgres';
  /** Where the data is, for logs (the folder, `memory`, or the server without credentials). */
  location: string;
  close(): Promise<void>;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/**
 * PostgreSQL returns the same JavaScript values as PGlite (see `pglite-worker.ts`): dates stay ISO
 * text (no time-zone shift), bigint counts and numerics become numbers (all far below 2^53).
 */
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: Number,
  [OID.NUMERIC]: Number,
  [OID.DATE]: (value) => value,
};

/** The workspace root (the folder with `nx.json`) above the current directory, or the directory itself. */
function workspaceRoot(from = process.cwd()): string {
  for (let folder = resolve(from); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'nx.json'))) return folder;
    if (dirname(folder) === folder) return resolve(from);
  }
}

/** The PGlite folder used when none is given: `ESCAPADE_DATA_DIR` or `.data/pglite` at the workspace root. */
export function defaultDataDir(): string {
  return process.env.ESCAPADE_DATA_DIR ? resolve(process.env.ESCAPADE_DATA_DIR) : join(workspaceRoot(), '.data', 'pglite');
}

/** Hides the password of a connection string before it reaches a log line. */
function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgresql';
  }
}

/**
 * Opens the catalog database: real PostgreSQL when a URL is configured (stateless replicas,
 * read replicas), otherwise the embedded PGlite so the app runs with nothing installed.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  // An explicit in-memory request (tests) wins over the environment's DATABASE_URL.
  const databaseUrl = options.databaseUrl ?? (options.inMemory ? undefined : process.env.DATABASE_URL);
  if (databaseUrl) {
    const pool = new Pool({
      connectionString: databaseUrl,
      max: options.maxConnections ?? 10,
      types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pgTypes.getTypeParser(oid, format ?? 'text')) as typeof pgTypes.getTypeParser },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', location: redact(databaseUrl), close: () => db.destroy() };
  }
  const dataDir = options.inMemory ? undefined : resolve(options.dataDir ?? defaultDataDir());
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGliteWorker.start(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, driver: 'pglite', location: dataDir ?? 'memory', close: () => db.destroy() };
}
