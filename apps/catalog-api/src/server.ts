import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { chatWidgetFromEnvironment } from './plugins/chat-widget';
import { loadContentStore } from './content/content-store';
import { loadCatalogSnapshot } from './catalog/load-catalog-snapshot';
import { mailConfigFromEnvironment } from './outbox/mail-config';
import { releaseLeases } from './outbox/outbox-store';
import { prepareDatabase } from './prepare-database';
import { isSearchWorker, runSearchWorker, SearchWorkers } from './search-workers';

/** Where the built web apps are: set explicitly, or `dist/apps` in production mode. */
function webRootFromEnvironment(): string | undefined {
  if (process.env.ESCAPADE_WEB_ROOT) return resolve(process.env.ESCAPADE_WEB_ROOT);
  const built = resolve(process.cwd(), 'dist/apps');
  return process.env.NODE_ENV === 'production' && existsSync(resolve(built, 'shell/index.html')) ? built : undefined;
}

/**
 * Three workers answer more searches than one main thread can parse and send (measured: a worker
 * takes about 2,500 searches/s), and each holds its own read model (about 100 MB).
 */
const MAX_DEFAULT_SEARCH_WORKERS = 3;

/**
 * Search worker threads: `SEARCH_WORKERS` when set (0 answers every search on the main thread),
 * else one per core beside the main thread's, which keeps HTTP and the database, up to three.
 */
function searchWorkerCount(): number {
  const configured = process.env.SEARCH_WORKERS;
  if (configured !== undefined && /^\d+$/.test(configured)) return Number(configured);
  return Math.min(Math.max(availableParallelism() - 1, 1), MAX_DEFAULT_SEARCH_WORKERS);
}

/**
 * The certificate and key HTTPS is served with (`TLS_CERT_FILE` and `TLS_KEY_FILE`, PEM files), or
 * none for plain HTTP. One without the other is a mistake worth stopping for.
 */
function tlsFromEnvironment(): { cert: string; key: string } | undefined {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither for HTTP.');
  return { cert: readFileSync(resolve(certFile), 'utf8'), key: readFileSync(resolve(keyFile), 'utf8') };
}

/**
 * The server's log: JSON lines (for a log collector) unless the output is a terminal, where a person
 * reads it, and then one readable line per event through pino-pretty. `LOG_FORMAT=json` keeps JSON
 * on a terminal too; `LOG_LEVEL=debug` adds a line for each file of the build.
 */
function loggerFromEnvironment(): { level: string; transport?: { target: string; options: Record<string, unknown> } } {
  const level = process.env.LOG_LEVEL ?? 'info';
  if (!process.stdout.isTTY || process.env.LOG_FORMAT === 'json') return { level };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,method,url,statusCode,ms', singleLine: true } },
  };
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? 'localhost';
  const port = Number(process.env.PORT ?? 3000);
  const webRoot = webRootFromEnvironment();
  // Checked before anything starts: a wrong CHAT_APP_ID, SMTP_URL or MAIL_FROM stops the server at once with what it must be.
  const chat = chatWidgetFromEnvironment();
  const tls = tlsFromEnvironment();
  const mail = mailConfigFromEnvironment();
  const started = performance.now();
  // The first start creates and seeds the embedded database; later starts reuse it.
  const database = await prepareDatabase();
  if (database.seeded) console.log(`Seeded the ${database.driver} catalog at ${database.location} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Only this process opens the embedded database: e-mails a killed process had taken are due now, not when its lease ends.
  if (database.driver === 'pglite') await releaseLeases(database.db);
  const snapshot = await loadCatalogSnapshot(database.db);
  const workers = searchWorkerCount();
  const searchWorkers = workers > 0 ? await SearchWorkers.start(__filename, workers, snapshot) : undefined;
  const app = await buildApp({
    webRoot,
    logger: loggerFromEnvironment(),
    database,
    catalog: async () => snapshot,
    content: () => loadContentStore(database.db),
    rateLimit: process.env.RATE_LIMIT === 'off' ? false : undefined,
    indexing: process.env.SITE_INDEXING === 'on',
    chat,
    searchOffload: searchWorkers,
    tls,
    mail,
  });
  if (searchWorkers) app.addHook('onClose', () => searchWorkers.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host, port });
  const url = `${tls ? 'https' : 'http'}://${host}:${port}/`;
  const threads = searchWorkers ? ` with ${searchWorkers.size} search worker${searchWorkers.size > 1 ? 's' : ''}` : '';
  console.log(webRoot ? `Escapade is running at ${url} (API under ${url}api/)${threads}` : `Escapade API is running at ${url}api/${threads}`);
}

(isSearchWorker() ? runSearchWorker() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
