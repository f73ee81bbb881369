import type { CatalogSnapshot, Hotel, Offer } from '../catalog/catalog-snapshot';
import type { Bitset } from './bitset';
import { offerFacets, type OfferFacetCounts } from './offer-facets';
import { offerComparator } from './offer-sort';
import { OfferStore } from './offer-store';
import { criteriaKey, matchingRows, prepareCriteria, type PreparedCriteria } from './prepared-criteria';
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

/** Maximum number of prepared criteria kept; the oldest goes first. */
const PREPARED_CACHE_SIZE = 256;

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
    const prepared = prepareCriteria(this.store, query, this.aroundPlace);
    if (this.prepared.size >= PREPARED_CACHE_SIZE) this.prepared.delete(this.prepared.keys().next().value as string);
    this.prepared.set(key, prepared);
    return prepared;
  }

  /** Searches, sorts, applies the per-hotel limit and returns one page (and the map markers if asked). */
  search(query: OfferSearchQuery, options: { withMarkers?: boolean } = {}): OfferSearchResult {
    const store = this.store;
    const prepared = this.prepare(query);
    const { prices, basePrices, distances } = prepared;
    const rows = matchingRows(prepared).rows();
    rows.sort(offerComparator(store, query, prices, distances));

    const perHotel = new Map<number, number>();
    const kept: number[] = [];
    const morePerHotel = new Set<number>();
    for (const row of rows) {
      const hotelId = store.hotelOfRow[row];
      const count = perHotel.get(hotelId) ?? 0;
      if (count < query.numberOfPackagesPerHotel) kept.push(row);
      else morePerHotel.add(hotelId);
      perHotel.set(hotelId, count + 1);
    }
    const page = kept.slice(query.page * query.limit, (query.page + 1) * query.limit);
    const priceType = query.flowType === 'gift' ? 'gift' : query.checkin === null ? 'from' : 'final';
    const hits = page.map((row): OfferHit => {
      const offer = store.offers[row] as Offer;
      return {
        offer,
        hotel: store.hotels.get(offer.hotelId) as Hotel,
        price: prices[row],
        basePrice: basePrices[row],
        priceType,
        nights: query.flowType === 'gift' ? (query.giftNights ?? Math.min(...offer.giftPrices.map((entry) => entry.nights))) : query.nights,
        distance: distances ? Math.round(distances[row] * 10) / 10 : null,
        hasMoreOffers: morePerHotel.has(offer.hotelId),
      };
    });

    let markers: OfferSearchResult['markers'] = null;
    if (options.withMarkers) {
      const byHotel = new Map<number, number[]>();
      for (const row of rows) {
        const hotelId = store.hotelOfRow[row];
        const offerIds = byHotel.get(hotelId) ?? [];
        offerIds.push((store.offers[row] as Offer).id);
        byHotel.set(hotelId, offerIds);
      }
      markers = [...byHotel].map(([hotelId, offerIds]) => ({ hotel: store.hotels.get(hotelId) as Hotel, offerIds }));
    }
    return { resultsCount: kept.length, hits, markers };
  }

  /** Facet counts for the query's criteria, each facet ignoring its own selection. */
  facets(query: OfferSearchQuery): OfferFacetCounts {
    return offerFacets(this.store, this.prepare(query));
  }
}
