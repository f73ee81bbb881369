import type { CatalogSnapshot, Hotel, Offer } from '../catalog/catalog-snapshot';
import type { Bitset } from './bitset';
import { offerFacets, offerPriceBands, type OfferFacetCounts } from './offer-facets';
import { offerComparator } from './offer-sort';
import { OfferStore } from './offer-store';
import { basePriceOf, criteriaKey, matchingRows, prepareCriteria, type PreparedCriteria } from './prepared-criteria';
import type { OfferSearchQuery } from './search-query';

/** One result row: an offer with its price for this query. */
export interface OfferHit {
  offer: Offer;
  hotel: Hotel;
  /** Price in cents for the party (stays) or of the voucher (gifts). */
  price: number;
  /** The same price for two adults, from which the card derives its price per party size. */
  basePrice: number;
  priceType: 'from' | 'final' | 'gift';
  nights: number;
  /** Kilometres from the query's origin, when it has one. */
  distance: number | null;
  hasMoreOffers: boolean;
}

export interface OfferSearchResult {
  /** Number of results after the per-hotel limit, over all pages. */
  resultsCount: number;
  hits: OfferHit[];
  /** Every matching hotel with its offer ids, for the map (only when asked). */
  markers: { hotel: Hotel; offerIds: number[] }[] | null;
}

/**
 * Prepared criteria kept, the oldest dropped first: a results page asks its search and its facets
 * within moments, so this covers the pages loading at once; more would only keep per-row arrays of
 * criteria nobody asks again alive into the old generation, where collecting them pauses searches.
 */
const PREPARED_CACHE_SIZE = 64;

/**
 * The in-memory read model of weekend offers: the rows of an `OfferStore`, queried for searches
 * and disjunctive facets without touching the database. A results page asks for the same
 * criteria twice (search, then facets), so the work shared by both is cached until the next write.
 */
export class OfferIndex {
  private readonly store: OfferStore;
  /** Rows around each place searched so far (a city's 20 km). */
  private readonly aroundPlace = new Map<number, Bitset>();
  /** Recent criteria → matched rows, prices and filter groups. */
  private readonly prepared = new Map<string, PreparedCriteria>();
  /** The store version the caches were filled at; any write makes them stale. */
  private cachedVersion: number;

  constructor(snapshot: CatalogSnapshot) {
    this.store = new OfferStore(snapshot);
    this.cachedVersion = this.store.version;
  }

  /** Number of offers in the index. */
  get size(): number {
    return this.store.size;
  }

  getOffer(id: number): Offer | undefined {
    return this.store.getOffer(id);
  }

  getHotel(id: number): Hotel | undefined {
    return this.store.hotels.get(id);
  }

  /** Offers of one hotel, for hotel pages and `hasMoreOffers`. */
  offerIdsOfHotel(hotelId: number): number[] {
    return this.store.offerIdsOfHotel(hotelId);
  }

  /** Adds or replaces an offer (after a write to the database). */
  upsert(offer: Offer): void {
    this.store.upsert(offer);
  }

  /** Takes an offer out of search (unpublished or deleted). */
  remove(offerId: number): void {
    this.store.remove(offerId);
  }

  /** Base rows that have a price for the query, plus the prices and distances computed on the way (cached by criteria). */
  private prepare(query: OfferSearchQuery): PreparedCriteria {
    if (this.cachedVersion !== this.store.version) {
      this.aroundPlace.clear();
      this.prepared.clear();
      this.cachedVersion = this.store.version;
    }
    const key = criteriaKey(query);
    const cached = this.prepared.get(key);
    if (cached) return cached;
    // The oldest entry goes, and its per-row arrays are written over for the new criteria: a search
    // then allocates no array the size of the catalog, which kept the garbage collector busy.
    let evicted: PreparedCriteria | undefined;
    if (this.prepared.size >= PREPARED_CACHE_SIZE) {
      const oldest = this.prepared.keys().next().value as string;
      evicted = this.prepared.get(oldest);
      this.prepared.delete(oldest);
    }
    const prepared = prepareCriteria(this.store, query, this.aroundPlace, evicted);
    this.prepared.set(key, prepared);
    return prepared;
  }

  /**
   * Searches, applies the per-hotel limit and returns one page in the query's order (and the map
   * markers if asked). Only the rows up to the end of the page are put in order: each hotel's best
   * offers are picked, then the page's top ones among them, so the cost grows with the matches,
   * not with sorting them all.
   */
  search(query: OfferSearchQuery, options: { withMarkers?: boolean } = {}): OfferSearchResult {
    const store = this.store;
    const prepared = this.prepare(query);
    const { prices, distances } = prepared;
    const compare = offerComparator(store, query, prices, distances);
    const byHotel = new Map<number, number[]>();
    for (const row of matchingRows(prepared).rows()) {
      const hotelId = store.hotelOfRow[row];
      const rows = byHotel.get(hotelId);
      if (rows) rows.push(row);
      else byHotel.set(hotelId, [row]);
    }

    const perHotel = query.numberOfPackagesPerHotel;
    const candidates: number[] = [];
    const morePerHotel = new Set<number>();
    for (const [hotelId, rows] of byHotel) {
      if (rows.length > perHotel) {
        rows.sort(compare);
        morePerHotel.add(hotelId);
      }
      for (let index = 0; index < Math.min(rows.length, perHotel); index++) candidates.push(rows[index]);
    }
    const page = smallest(candidates, (query.page + 1) * query.limit, compare).slice(query.page * query.limit);
    const priceType = query.flowType === 'gift' ? 'gift' : query.checkin === null ? 'from' : 'final';
    const hits = page.map((row): OfferHit => {
      const offer = store.offers[row] as Offer;
      return {
        offer,
        hotel: store.hotels.get(offer.hotelId) as Hotel,
        price: prices[row],
        basePrice: basePriceOf(store, row, query) as number,
        priceType,
        nights: query.flowType === 'gift' ? (query.giftNights ?? Math.min(...offer.giftPrices.map((entry) => entry.nights))) : query.nights,
        distance: distances ? Math.round(distances[row] * 10) / 10 : null,
        hasMoreOffers: morePerHotel.has(offer.hotelId),
      };
    });

    let markers: OfferSearchResult['markers'] = null;
    if (options.withMarkers) {
      // Every matching hotel, best first, each with all its offers in the query's order.
      const hotels = [...byHotel.values()].map((rows) => rows.sort(compare)).sort((a, b) => compare(a[0], b[0]));
      markers = hotels.map((rows) => ({ hotel: store.hotels.get(store.hotelOfRow[rows[0]]) as Hotel, offerIds: rows.map((row) => (store.offers[row] as Offer).id) }));
    }
    return { resultsCount: candidates.length, hits, markers };
  }

  /** Facet counts for the query's criteria, each facet ignoring its own selection. */
  facets(query: OfferSearchQuery): OfferFacetCounts {
    return offerFacets(this.store, this.prepare(query), offerPriceBands(query));
  }
}

/**
 * The `count` smallest rows in order, by `compare` (a total order): a bounded max-heap keeps the
 * best seen so far, so most rows cost one comparison with the worst of them.
 */
export function smallest(rows: readonly number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (rows.length <= count) return [...rows].sort(compare);
  const heap: number[] = [];
  const siftUp = (start: number) => {
    for (let child = start; child > 0;) {
      const parent = (child - 1) >> 1;
      if (compare(heap[child], heap[parent]) <= 0) return;
      [heap[child], heap[parent]] = [heap[parent], heap[child]];
      child = parent;
    }
  };
  const siftDown = () => {
    for (let parent = 0; ;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left], heap[largest]) > 0) largest = left;
      if (right < heap.length && compare(heap[right], heap[largest]) > 0) largest = right;
      if (largest === parent) return;
      [heap[parent], heap[largest]] = [heap[largest], heap[parent]];
      parent = largest;
    }
  };
  for (const row of rows) {
    if (heap.length < count) {
      heap.push(row);
      siftUp(heap.length - 1);
    } else if (compare(row, heap[0]) < 0) {
      heap[0] = row;
      siftDown();
    }
  }
  return heap.sort(compare);
}
