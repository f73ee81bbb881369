import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EndpointDefinition, EndpointName, EndpointReply } from '@escapade/api-contract';
import type { Offer } from '../catalog/catalog-snapshot';
import type { CatalogSearch } from '../search/catalog-search';
import { CheckedReply, contractRoute, type ContractInput } from './contract-routes';
import type { PricingTexts } from './pricing-texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads answering the search operations, when the server runs them. */
    searchOffload: SearchOffload | null;
  }
}

/** What a search operation reads: the read model, the moment of the request and the storefront's texts. */
export interface SearchContext {
  readonly catalog: CatalogSearch;
  readonly now: Date;
  readonly texts: PricingTexts;
}

/**
 * A call answered from the in-memory catalog alone, as a plain function of its parsed input, so a
 * search worker can run it as well as the route: no request, no reply, no database.
 */
export type SearchOperation<E extends EndpointDefinition> = (context: SearchContext, input: ContractInput<E>) => EndpointReply<E>;

/** Where search operations run off the main thread. */
export interface SearchOffload {
  /** The operation's reply, checked and serialised; a `ClientError` as the operation threw it; {@link OffloadUnavailable} when no worker could take it. */
  run(name: EndpointName, input: unknown, now: Date): Promise<CheckedReply>;
  /** Hands offers changed in the store of record (an order took their rooms) to every worker's read model, as the main thread's is patched. */
  upsertOffers?(offers: readonly Offer[]): void;
}

/** No worker could answer (none running, or it stopped mid-request): the main thread answers instead. */
export class OffloadUnavailable extends Error {}

/**
 * Offloads found unavailable and not answering since: the fallback is logged once when they stop
 * answering (and once when they answer again), not once for every search answered meanwhile.
 */
const unavailable = new WeakSet<SearchOffload>();

/**
 * Registers a search operation as its endpoint's route: with search workers the operation runs on
 * one of them and its checked JSON goes out as it is; without them, or when they are unavailable,
 * it runs here. Either way the request was parsed by the contract first, on the main thread.
 */
export function searchRoute<E extends EndpointDefinition>(app: FastifyInstance, endpoint: E, name: EndpointName, operation: SearchOperation<E>): void {
  contractRoute(app, endpoint, async (input) => {
    const now = app.now();
    const offload = app.searchOffload;
    if (offload) {
      try {
        const reply = await offload.run(name, input, now);
        if (unavailable.delete(offload)) app.log.info('search workers answer again');
        return reply;
      } catch (error) {
        if (!(error instanceof OffloadUnavailable)) throw error;
        if (!unavailable.has(offload)) {
          unavailable.add(offload);
          app.log.warn({ err: error }, 'search workers unavailable: answering on the main thread until they answer again');
        }
      }
    }
    return operation({ catalog: app.catalog, now, texts: app.pricingTexts }, input);
  });
}

/** Decorates the app with its search workers (or none). */
export default fp(async function searchOperations(app: FastifyInstance, options: { offload?: SearchOffload }) {
  app.decorate('searchOffload', options.offload ?? null);
});
