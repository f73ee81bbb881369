import { Worker } from 'node:worker_threads';

/** What the Kysely PGlite dialect needs from a PGlite session: run one parameterised statement. */
export interface PGliteSession {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory. Its default, 128 MB, is more than the
 * whole seeded catalog on disk (about 50 MB) and was a third of the server's resident memory; the
 * operating system caches the files anyway, and the searches never reach the database.
 */
const SHARED_BUFFERS = '16MB';

/**
 * The worker's code, kept as a string so the bundled API needs no second file. It opens PGlite
 * with the pg_trgm and unaccent extensions (PGlite loads extensions per open, so on every open)
 * and a small page cache ({@link SHARED_BUFFERS}),
 * parses dates as ISO text and int8/numeric as numbers, and answers one message at a time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pgTrgm);
const { unaccent } = require(workerData.modules.unaccent);
const parsers = { 20: Number, 1700: Number, 1082: (value) => value };
const options = { extensions: { pg_trgm, unaccent }, parsers, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=' + workerData.sharedBuffers] };
if (workerData.dataDir) options.dataDir = workerData.dataDir;
if (workerData.fromDump) options.loadDataDir = new Blob([require('node:fs').readFileSync(workerData.fromDump)]);
const pglite = new PGlite(options);
const errorFields = ['code', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'constraint', 'position'];
parentPort.on('message', async (message) => {
  try {
    if (message.type === 'ready') {
      await pglite.waitReady;
      parentPort.postMessage({ id: message.id, ok: true });
    } else if (message.type === 'dump') {
      const dump = await pglite.dumpDataDir('none');
      require('node:fs').writeFileSync(message.file, Buffer.from(await dump.arrayBuffer()));
      parentPort.postMessage({ id: message.id, ok: true });
    } else if (message.type === 'close') {
      await pglite.close();
      parentPort.postMessage({ id: message.id, ok: true });
    } else {
      const result = await pglite.query(message.sql, message.params);
      parentPort.postMessage({ id: message.id, ok: true, result: { rows: result.rows, affectedRows: result.affectedRows } });
    }
  } catch (error) {
    const fields = {};
    for (const field of errorFields) if (error && error[field] !== undefined) fields[field] = error[field];
    parentPort.postMessage({ id: message.id, ok: false, error: { message: String(error && error.message || error), fields } });
  }
});
`;

interface WorkerReply {
  id: number;
  ok: boolean;
  result?: { rows: unknown[]; affectedRows?: number };
  error?: { message: string; fields: Record<string, unknown> };
}

/**
 * PGlite in its own worker thread: its WebAssembly engine runs synchronously, so on the main
 * thread a long statement (a seed batch, a full catalog read) would stall request handling.
 */
export class PGliteWorker implements PGliteSession {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      waiting?.resolve(reply);
    });
    const failAll = (error: Error) => {
      this.exited = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The PGlite worker stopped (exit code ${code})`)));
  }

  /**
   * Starts the worker and waits until PGlite has opened (or created) its data folder; no folder = in
   * memory. `fromDump`, a tar file written by {@link dumpTo}, is the data it starts from.
   */
  static async start(dataDir?: string, fromDump?: string): Promise<PGliteWorker> {
    const modules = {
      pglite: require.resolve('@electric-sql/pglite'),
      pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      unaccent: require.resolve('@electric-sql/pglite/contrib/unaccent'),
    };
    const host = new PGliteWorker(new Worker(WORKER_SOURCE, { eval: true, workerData: { dataDir, fromDump, modules, sharedBuffers: SHARED_BUFFERS } }));
    try {
      await host.send({ type: 'ready' });
    } catch (error) {
      await host.worker.terminate();
      throw error;
    }
    return host;
  }

  private send(message: { type: 'ready' | 'close' } | { type: 'dump'; file: string } | { type: 'query'; sql: string; params: unknown[] }): Promise<WorkerReply['result']> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      // Referenced only while a reply is awaited: an idle database never keeps the process alive.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    }).then((reply) => {
      if (reply.ok) return reply.result;
      throw Object.assign(new Error(reply.error?.message ?? 'PGlite query failed'), reply.error?.fields ?? {});
    });
  }

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const result = await this.send({ type: 'query', sql, params });
    return result as { rows: R[]; affectedRows?: number };
  }

  /** Writes the whole data folder, uncompressed, to one tar file. */
  async dumpTo(file: string): Promise<void> {
    await this.send({ type: 'dump', file });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    try {
      await this.send({ type: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
