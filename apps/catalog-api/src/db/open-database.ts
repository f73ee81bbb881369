import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool, types as pgTypes } from 'pg';
import { ensureDataFolder } from './data-folder';
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
  /** PGlite only: a data folder saved by {@link OpenedDatabase.dumpTo}, which the database starts from instead of an empty one. */
  fromDump?: string;
}

/** An open catalog database; `close()` ends the pool or shuts PGlite down cleanly. */
export interface OpenedDatabase {
  db: Kysely<Database>;
  driver: 'pglite' | 'postgres';
  /** Where the data is, for logs (the folder, `memory`, or the server without credentials). */
  location: string;
  /**
   * PostgreSQL only: calls `onPayload` with each `NOTIFY` on `channel`, from every process on the
   * database (this one too), over a connection of its own that comes back after a loss. Resolves once
   * listening, to a function that stops. PGlite has one process, so nothing to hear from.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onError: (error: Error) => void): Promise<() => Promise<void>>;
  /** PGlite only: writes the whole data folder to one tar file, which `fromDump` opens again (tests seed once and reuse it). */
  dumpTo?(file: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

/** `LISTEN` on a client of its own, connected again after an error until stopped. */
async function listenOn(connectionString: string, channel: string, onPayload: (payload: string) => void, onError: (error: Error) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(onError), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
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
    return {
      db,
      driver: 'postgres',
      location: redact(databaseUrl),
      listen: (channel, onPayload, onError) => listenOn(databaseUrl, channel, onPayload, onError),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.inMemory ? undefined : resolve(options.dataDir ?? defaultDataDir());
  // A folder PGlite cannot write to stops the start here, named, rather than inside PGlite's worker.
  if (dataDir) ensureDataFolder(dataDir);
  const pglite = await PGliteWorker.start(dataDir, options.fromDump);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, driver: 'pglite', location: dataDir ?? 'memory', dumpTo: (file) => pglite.dumpTo(file), close: () => db.destroy() };
}
