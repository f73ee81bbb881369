import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, parseRequestPart } from '@escapade/api-contract';
import { buildApp } from './app';
import { CheckedReply, ClientError } from './plugins/contract-routes';
import { loadPricingTexts } from './plugins/pricing-texts';
import { OffloadUnavailable, type SearchContext, type SearchOffload } from './plugins/search-operations';
import { CatalogSearch } from './search/catalog-search';
import { smallCatalog } from './search/testing/catalog-fixture';
import { answerJob, patchWorkerCatalog, SearchWorkers } from './search-workers';

/** Before the fixture's December stays, so their check-ins can still be sold. */
const NOW = new Date('2026-11-20T10:00:00Z');

const SEARCH = { locale: 'fr_FR', searchCriterias: { city: 'Annecy', checkin: '2026-12-02', night: 2, adult: 3 }, orderBy: 'priceAsc' };
const UNKNOWN_CITY = { locale: 'fr_FR', searchCriterias: { city: 'Atlantis' } };

/** A search body as the main thread hands it over: parsed by the contract. */
function parsedBody(raw: unknown) {
  const parsed = parseRequestPart(ENDPOINTS.searchOffers.body, raw, 'body');
  if (!parsed.success) throw new Error(`invalid test body: ${parsed.error.message}`);
  return { body: parsed.output };
}

describe('a search worker answers a job as the route answers the request', () => {
  let app: FastifyInstance;
  let context: SearchContext;
  beforeAll(async () => {
    app = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false, now: () => NOW });
    context = { catalog: new CatalogSearch(smallCatalog()), now: NOW, texts: await loadPricingTexts() };
  });
  afterAll(() => app.close());

  it('serialises the same reply the main thread sends', async () => {
    const outcome = answerJob(context, { id: 1, name: 'searchOffers', input: parsedBody(SEARCH), now: NOW.getTime() });
    const inline = await app.inject({ method: 'POST', url: '/api/offers.json', payload: SEARCH });
    expect(inline.statusCode).toBe(200);
    expect('json' in outcome && JSON.parse(Buffer.from(outcome.json).toString('utf8'))).toEqual(inline.json());
  });

  it('reads the moment from the job, not from its own clock', () => {
    // A month later the check-in is over: the job's moment decides, as the request's did.
    const later = new Date('2026-12-20T10:00:00Z').getTime();
    const outcome = answerJob(context, { id: 2, name: 'searchOffers', input: parsedBody(SEARCH), now: later });
    expect(outcome).toMatchObject({ id: 2, clientError: { statusCode: 400, code: 'BAD_REQUEST' } });
  });

  it('hands a client error back with its status, code and details', async () => {
    const outcome = answerJob(context, { id: 3, name: 'searchOffers', input: parsedBody(UNKNOWN_CITY), now: NOW.getTime() });
    const inline = await app.inject({ method: 'POST', url: '/api/offers.json', payload: UNKNOWN_CITY });
    expect('clientError' in outcome && outcome.clientError).toEqual({ statusCode: inline.statusCode, ...inline.json() });
  });

  it('answers from its patched read model once an order changed an offer: a closed night is closed there too', () => {
    const patched: SearchContext = { ...context, catalog: new CatalogSearch(smallCatalog()) };
    const before = answerJob(patched, { id: 5, name: 'searchOffers', input: parsedBody(SEARCH), now: NOW.getTime() });
    const [first] = smallCatalog().offers;
    const prices = Int32Array.from(first.calendar.prices).fill(-1);
    patchWorkerCatalog(patched, { upsertOffers: smallCatalog().offers.map((offer) => ({ ...offer, calendar: { ...offer.calendar, prices } })) });
    const after = answerJob(patched, { id: 6, name: 'searchOffers', input: parsedBody(SEARCH), now: NOW.getTime() });
    const countOf = (outcome: ReturnType<typeof answerJob>) =>
      'json' in outcome ? (JSON.parse(Buffer.from(outcome.json).toString('utf8')) as { resultsCount: number }).resultsCount : -1;
    expect(countOf(before)).toBeGreaterThan(0);
    expect(countOf(after)).toBe(0);
  });

  it('refuses a job that is not a search operation', () => {
    expect(answerJob(context, { id: 4, name: 'health', input: {}, now: NOW.getTime() })).toEqual({ id: 4, failure: 'health is not a search operation' });
  });
});

describe('a search route with workers', () => {
  const start = (offload: SearchOffload) => buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false, now: () => NOW, searchOffload: offload });
  const search = (app: FastifyInstance, payload: object = SEARCH) => app.inject({ method: 'POST', url: '/api/offers.json', payload });

  it('sends the worker’s checked JSON as it is, after the main thread parsed the request', async () => {
    const run = jest.fn<Promise<CheckedReply>, Parameters<SearchOffload['run']>>(async () => new CheckedReply(Buffer.from('{"from":"worker"}')));
    const app = await start({ run });
    const reply = await search(app);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.body).toBe('{"from":"worker"}');
    expect(run).toHaveBeenCalledWith('searchOffers', { body: expect.objectContaining({ locale: 'fr_FR', searchCriterias: expect.objectContaining({ adult: 3 }) }) }, NOW);
    // A request the contract refuses never reaches a worker.
    expect((await search(app, { locale: 'xx_XX' })).statusCode).toBe(400);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers a client error from a worker in the API’s error shape', async () => {
    const app = await start({
      run: async () => Promise.reject(new ClientError(404, 'NOT_FOUND', 'No city "Atlantis"', [{ field: 'body.searchCriterias.city', message: 'unknown city' }])),
    });
    const reply = await search(app);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'NOT_FOUND', message: 'No city "Atlantis"', details: [{ field: 'body.searchCriterias.city', message: 'unknown city' }] });
    await app.close();
  });

  it('answers on the main thread when no worker can, with the same reply', async () => {
    const app = await start({ run: async () => Promise.reject(new OffloadUnavailable('no search worker is running')) });
    const alone = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false, now: () => NOW });
    const [fallback, inline] = await Promise.all([search(app), search(alone)]);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual(inline.json());
    await Promise.all([app.close(), alone.close()]);
  });

  it('logs the fallback once when the workers stop answering and once when they answer again, not for every search', async () => {
    let down = true;
    const app = await start({ run: async () => (down ? Promise.reject(new OffloadUnavailable('no search worker is running')) : new CheckedReply(Buffer.from('{}'))) });
    const warn = jest.spyOn(app.log, 'warn');
    const info = jest.spyOn(app.log, 'info');
    const fallbackLogs = () => warn.mock.calls.filter(([, message]) => String(message).startsWith('search workers unavailable'));
    for (let turn = 0; turn < 3; turn++) expect((await search(app)).statusCode).toBe(200);
    expect(fallbackLogs()).toHaveLength(1);
    down = false;
    await search(app);
    await search(app);
    expect(info.mock.calls.filter(([message]) => message === 'search workers answer again')).toHaveLength(1);
    down = true;
    await search(app);
    expect(fallbackLogs()).toHaveLength(2);
    await app.close();
  });

  it('answers 500 when a worker fails for another reason, as the route would', async () => {
    const app = await start({ run: async () => Promise.reject(new Error('reply breaks the contract')) });
    expect((await search(app)).statusCode).toBe(500);
    await app.close();
  });
});

describe('the pool of worker threads', () => {
  /**
   * A stand-in worker speaking the pool's protocol, so the threads, the load balancing and the
   * stop handling are tested for real without the bundled server: searchOffers answers its
   * thread's number, searchFacets a client error, fallbackOffers ends the thread.
   */
  const entry = join(mkdtempSync(join(tmpdir(), 'search-workers-')), 'worker.js');
  writeFileSync(
    entry,
    `const { parentPort, threadId, workerData } = require('node:worker_threads');
if (workerData.role !== 'search-worker' || !Array.isArray(workerData.snapshot.offers)) throw new Error('unexpected start');
let patches = 0;
parentPort.on('message', (job) => {
  if (job.upsertOffers) patches += job.upsertOffers.length;
  else if (job.name === 'patches') parentPort.postMessage({ id: job.id, json: new TextEncoder().encode(JSON.stringify({ patches })) });
  else if (job.name === 'searchOffers') setTimeout(() => parentPort.postMessage({ id: job.id, json: new TextEncoder().encode(JSON.stringify({ thread: threadId, now: job.now })) }), 20);
  else if (job.name === 'searchFacets') parentPort.postMessage({ id: job.id, clientError: { statusCode: 404, code: 'NOT_FOUND', message: 'No city', details: [] } });
  else process.exit(3);
});
parentPort.postMessage({ ready: true });`,
  );

  it('spreads jobs over the threads and carries replies and client errors back', async () => {
    const workers = await SearchWorkers.start(entry, 2, smallCatalog());
    const replies = await Promise.all([1, 2, 3, 4].map(() => workers.run('searchOffers', {}, NOW)));
    const threads = new Set(replies.map((reply) => (JSON.parse(reply.json.toString('utf8')) as { thread: number }).thread));
    expect(threads.size).toBe(2);
    expect(JSON.parse(replies[0].json.toString('utf8'))).toMatchObject({ now: NOW.getTime() });
    await expect(workers.run('searchFacets', {}, NOW)).rejects.toEqual(new ClientError(404, 'NOT_FOUND', 'No city', []));
    await workers.close();
  });

  it('hands changed offers to every thread before their next job', async () => {
    const workers = await SearchWorkers.start(entry, 2, smallCatalog());
    workers.upsertOffers(smallCatalog().offers.slice(0, 2));
    const replies = await Promise.all([1, 2, 3, 4].map(() => workers.run('patches' as never, {}, NOW)));
    expect(replies.map((reply) => JSON.parse(reply.json.toString('utf8')))).toEqual(Array(4).fill({ patches: 2 }));
    await workers.close();
  });

  it('reports a stopped thread as unavailable, and stops using it', async () => {
    const workers = await SearchWorkers.start(entry, 1, smallCatalog());
    await expect(workers.run('fallbackOffers', {}, NOW)).rejects.toBeInstanceOf(OffloadUnavailable);
    expect(workers.size).toBe(0);
    await expect(workers.run('searchOffers', {}, NOW)).rejects.toBeInstanceOf(OffloadUnavailable);
    await workers.close();
  });
});
