import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderError, ensureDataFolder, type DataFolderFileSystem } from './data-folder';
import { openDatabase } from './open-database';

describe("the embedded database's data folder, checked before PGlite starts", () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'escapade-data-folder-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('stops the start when a file stands where the folder should be, naming the path and why', async () => {
    const file = join(scratch, 'pglite');
    writeFileSync(file, 'not a database');
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(
      new DataFolderError(
        `The embedded database's folder ${file} is a file, not a folder. Move the file away, or: Set ESCAPADE_DATA_DIR to a folder the server can write to, or DATABASE_URL to a PostgreSQL server.`,
      ),
    );
  });

  it('stops the start when a part of the path is a file, naming the path and why', async () => {
    writeFileSync(join(scratch, 'data'), '');
    const folder = join(scratch, 'data', 'pglite');
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
      `The embedded database's folder ${folder} cannot be used: a part of its path is a file, not a folder (ENOTDIR).`,
    );
  });

  it('stops the start when the folder cannot be written to (a read-only disk, no permission), naming the path and why', () => {
    const refusing = (code: string): DataFolderFileSystem => ({
      statSync: () => ({ isDirectory: () => true }),
      mkdirSync: () => undefined,
      writeFileSync: () => {
        throw Object.assign(new Error(`${code}: refused`), { code });
      },
      rmSync: () => undefined,
    });
    const folder = join(scratch, 'pglite');
    expect(() => ensureDataFolder(folder, refusing('EROFS'))).toThrow(`The embedded database's folder ${folder} cannot be used: it is on a read-only file system (EROFS).`);
    expect(() => ensureDataFolder(folder, refusing('EACCES'))).toThrow(
      `The embedded database's folder ${folder} cannot be used: the server may not write there (permission denied) (EACCES).`,
    );
    expect(() => ensureDataFolder(folder, refusing('EIO'))).toThrow(`The embedded database's folder ${folder} cannot be used: EIO: refused (EIO).`);
  });

  it('makes a missing folder and leaves no trace of its check', () => {
    const folder = join(scratch, 'nested', 'pglite');
    ensureDataFolder(folder);
    expect(existsSync(folder)).toBe(true);
    expect(existsSync(join(folder, `.write-check-${process.pid}`))).toBe(false);
  });
});
