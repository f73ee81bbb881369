import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database's folder cannot be used: the message names the folder, why, and what to do. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';
}

/** The file-system calls the check makes, apart so a test can stand in for a read-only disk. */
export interface DataFolderFileSystem {
  statSync(path: string, options: { throwIfNoEntry: false }): { isDirectory(): boolean } | undefined;
  mkdirSync(path: string, options: { recursive: true }): unknown;
  writeFileSync(path: string, data: string): void;
  rmSync(path: string, options: { force: true }): void;
}

const NODE_FILE_SYSTEM: DataFolderFileSystem = { statSync, mkdirSync, writeFileSync, rmSync };

/** Why a file-system error keeps the folder from being used, in words. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'the server may not write there (permission denied)',
  EPERM: 'the server may not write there (operation not permitted)',
  EROFS: 'it is on a read-only file system',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

const REMEDY = 'Set ESCAPADE_DATA_DIR to a folder the server can write to, or DATABASE_URL to a PostgreSQL server.';

/**
 * Makes sure PGlite can keep its data in `dataDir` before it starts: the folder exists (made when
 * missing), is a folder, and takes a file. Otherwise a DataFolderError stops the start with the folder's
 * path and the reason, instead of the database engine's own error from deep inside its worker.
 */
export function ensureDataFolder(dataDir: string, fs: DataFolderFileSystem = NODE_FILE_SYSTEM): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  let existing: { isDirectory(): boolean } | undefined;
  try {
    existing = fs.statSync(dataDir, { throwIfNoEntry: false });
    if (existing === undefined || existing.isDirectory()) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(probe, '');
      fs.rmSync(probe, { force: true });
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
    const reason = REASONS[code] ?? (error as Error).message;
    throw new DataFolderError(`The embedded database's folder ${dataDir} cannot be used: ${reason} (${code}). ${REMEDY}`, { cause: error });
  }
  if (existing && !existing.isDirectory()) {
    throw new DataFolderError(`The embedded database's folder ${dataDir} is a file, not a folder. Move the file away, or: ${REMEDY}`);
  }
}
