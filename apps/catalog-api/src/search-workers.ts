import { isMainThread, parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { ENDPOINTS, type EndpointDefinition, type EndpointName } from '@escapade/api-contract';
import type { CatalogSnapshot, Offer } from './catalog/catalog-snapshot';
import { CheckedReply, ClientError, replyIssues, type ContractInput } from './plugins/contract-routes';
import { loadPricingTexts } from './plugins/pricing-texts';
import { OffloadUnavailable, type SearchContext, type SearchOffload, type SearchOperation } from './plugins/search-operations';
import { SEARCH_OPERATIONS, type SearchOperationName } from './routes/search';
import { CatalogSearch } from './search/catalog-search';

/** What the main thread gives a search worker at start. */
interface SearchWorkerData {
  role: 'search-worker';
  snapshot: CatalogSnapshot;
}

export interface Job {
  id: number;
  name: EndpointName;
  /** The request's parts, already parsed by the contract on the main thread. */
  input: unknown;
  /** The moment of the request on the main thread's clock (epoch milliseconds). */
  now: number;
}

export type Outcome =
  { id: number; json: Uint8Array } | { id: number; clientError: { statusCode: number; code: string; message: string; details?: unknown } } | { id: number; failure: string };

/** Offers changed in the store of record, for a worker's read model to patch as the main thread's is. */
export interface OfferPatch {
  upsertOffers: readonly Offer[];
}

type FromWorker = { ready: true } | Outcome;

const encoder = new TextEncoder();

const isOperation = (name: EndpointName): name is SearchOperationName => name in SEARCH_OPERATIONS;

/** Runs one operation as its route would: the reply checked against the contract, then serialised once. */
export function answerJob(context: SearchContext, job: Job): Outcome {
  try {
    if (!isOperation(job.name)) return { id: job.id, failure: `${job.name} is not a search operation` };
    const endpoint: EndpointDefinition = ENDPOINTS[job.name];
    const operation = SEARCH_OPERATIONS[job.name] as SearchOperation<EndpointDefinition>;
    const result = operation({ ...context, now: new Date(job.now) }, job.input as ContractInput<EndpointDefinition>);
    const issues = replyIssues(endpoint, result);
    if (issues) return { id: job.id, failure: `reply of ${endpoint.method} ${endpoint.path} breaks the contract: ${JSON.stringify(issues)}` };
    // Encoded here, into a buffer of its own that moves to the main thread without a copy: the
    // main thread then neither encodes the reply nor keeps it in its heap, where each garbage
    // collection would copy it again.
    return { id: job.id, json: encoder.encode(JSON.stringify(result)) };
  } catch (error) {
    if (error instanceof ClientError) return { id: job.id, clientError: { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details } };
    return { id: job.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Patches a worker's read model with offers changed in the store of record, so its next search sees what the main thread's sees. */
export function patchWorkerCatalog(context: SearchContext, patch: OfferPatch): void {
  for (const offer of patch.upsertOffers) context.catalog.offers.upsert(offer);
}

/** The worker's side: its own read model from the snapshot, answering one job at a time and patched between jobs. */
async function serveSearches(port: MessagePort, data: SearchWorkerData): Promise<void> {
  const context: SearchContext = { catalog: new CatalogSearch(data.snapshot), now: new Date(), texts: await loadPricingTexts() };
  port.on('message', (message: Job | OfferPatch) => {
    if ('upsertOffers' in message) return patchWorkerCatalog(context, message);
    const job = message;
    const outcome: FromWorker = answerJob(context, job);
    port.postMessage(outcome, 'json' in outcome ? [outcome.json.buffer as ArrayBuffer] : []);
  });
  port.postMessage({ ready: true } satisfies FromWorker);
}

/** True in a thread started by {@link SearchWorkers}: the server entry then serves searches instead of starting. */
export function isSearchWorker(): boolean {
  return !isMainThread && (workerData as Partial<SearchWorkerData> | null)?.role === 'search-worker';
}

/** Runs this thread as a search worker (see {@link isSearchWorker}). */
export function runSearchWorker(): Promise<void> {
  if (!parentPort) throw new Error('A search worker runs in a worker thread');
  return serveSearches(parentPort, workerData as SearchWorkerData);
}

/** One worker thread and the jobs it has not answered yet. */
class SearchThread {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (reply: CheckedReply) => void; reject: (error: Error) => void }>();
  readonly ready: Promise<void>;
  stopped = false;

  constructor(readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if ('ready' in message) return resolve();
        const pending = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if ('json' in message) pending?.resolve(new CheckedReply(Buffer.from(message.json.buffer, message.json.byteOffset, message.json.byteLength)));
        else if ('clientError' in message) {
          const { statusCode, code, message: text, details } = message.clientError;
          pending?.reject(new ClientError(statusCode, code, text, details));
        } else pending?.reject(new Error(message.failure));
      });
      const stop = (error: Error) => {
        this.stopped = true;
        reject(error);
        for (const pending of this.waiting.values()) pending.reject(new OffloadUnavailable(error.message));
        this.waiting.clear();
      };
      worker.on('error', stop);
      worker.on('exit', (code) => stop(new Error(`search worker stopped (exit code ${code})`)));
    });
    // A failed start is reported by `SearchWorkers.start`; a later stop only hands the waiting jobs back.
    this.ready.catch(() => undefined);
  }

  get load(): number {
    return this.waiting.size;
  }

  run(job: Omit<Job, 'id'>): Promise<CheckedReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...job } satisfies Job);
    });
  }
}

/**
 * Worker threads that answer the search operations, so a busy server uses every core: each holds
 * its own read model built from the same snapshot (the catalog is read-only between starts), and a
 * job goes to the thread with the fewest waiting. The main thread keeps HTTP, the contract's
 * parsing, the rate limit, compression and everything that reads the database.
 */
export class SearchWorkers implements SearchOffload {
  private constructor(private readonly threads: SearchThread[]) {}

  /** Starts `count` threads running `entry` (the server's own bundle) and waits until each has built its read model. */
  static async start(entry: string, count: number, snapshot: CatalogSnapshot): Promise<SearchWorkers> {
    const workerData: SearchWorkerData = { role: 'search-worker', snapshot };
    const threads = Array.from({ length: count }, () => new SearchThread(new Worker(entry, { workerData })));
    try {
      await Promise.all(threads.map((thread) => thread.ready));
    } catch (error) {
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
      throw error;
    }
    return new SearchWorkers(threads);
  }

  /** Threads still running. */
  get size(): number {
    return this.threads.filter((thread) => !thread.stopped).length;
  }

  run(name: EndpointName, input: unknown, now: Date): Promise<CheckedReply> {
    const running = this.threads.filter((thread) => !thread.stopped);
    if (running.length === 0) return Promise.reject(new OffloadUnavailable('no search worker is running'));
    const idlest = running.reduce((best, thread) => (thread.load < best.load ? thread : best));
    return idlest.run({ name, input, now: now.getTime() });
  }

  /** Sends the changed offers to every running thread; each patches its read model before its next job (messages keep their order). */
  upsertOffers(offers: readonly Offer[]): void {
    for (const thread of this.threads) if (!thread.stopped) thread.worker.postMessage({ upsertOffers: offers } satisfies OfferPatch);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
