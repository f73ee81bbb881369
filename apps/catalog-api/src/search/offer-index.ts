import type { CatalogSnapshot, Hotel, Offer, Place, PlaceKind } from '../catalog/catalog-snapshot';
import { Bitset, union } from './bitset';
import { distanceKm } from './geo';
import type { OfferFilters, OfferSearchQuery } from './search-query';
import { lowestBasePrice, priceForParty, stayBasePrice } from './stay-price';

/** A city search covers hotels within this distance of its centre (hotels sit around towns, not only in them). */
export const CITY_RADIUS_KM = 20;
/** Point-like destinations (tourist regions, resorts, points of interest) cover this radius. */
export const AROUND_RADIUS_KM = 30;
/** Minimum scores offered by the customer-rating filter. */
export const HOTEL_SCORE_STEPS = [7, 8, 8.5, 9] as const;
/** Review score used for the price-quality sort when a hotel has no review yet. */
const UNRATED_SCORE10 = 70;
/** Stays up to this many nights have a precomputed 'From' price; longer ones are computed on demand. */
const PRECOMPUTED_NIGHTS = 3;

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

/** Facet counts (distinct hotels) for a criteria set; each facet ignores its own selection. */
export interface OfferFacetCounts {
  facilities: Map<string, number>;
  petsAllowed: number;
  stars: Map<number, number>;
  hotelScores: Map<number, number>;
  hotelTypes: Map<string, number>;
  hotelEnvironments: Map<string, number>;
  hotelStyles: Map<string, number>;
  activities: Map<number, number>;
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

interface Prepared {
  base: Bitset;
  prices: Int32Array;
  basePrices: Int32Array;
  distances: Float64Array | null;
  groups: Map<FilterGroup, Bitset>;
}

type FilterGroup = 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'stars' | 'hotelScore' | 'price' | 'facilities' | 'petsAllowed' | 'tags' | 'distance';

/**
 * The in-memory read model of weekend offers: bitsets per filter value and typed arrays per
 * attribute, built from the catalog snapshot and patched after writes. Answers searches and
 * disjunctive facets without touching the database.
 */
export class OfferIndex {
  private readonly capacity: number;
  private readonly rowOfOffer = new Map<number, number>();
  private readonly offers: (Offer | undefined)[] = [];
  private readonly hotels = new Map<number, Hotel>();
  private readonly places = new Map<number, Place>();
  private readonly offersOfHotel = new Map<number, Set<number>>();

  private readonly live: Bitset;
  private readonly giftable: Bitset;
  private readonly pets: Bitset;
  private readonly byMarket = new Map<string, Bitset>();
  private readonly byTheme = new Map<number, Bitset>();
  private readonly byTag = new Map<number, Bitset>();
  private readonly byHotelType = new Map<string, Bitset>();
  private readonly byEnvironment = new Map<string, Bitset>();
  private readonly byStyle = new Map<string, Bitset>();
  private readonly byFacility = new Map<string, Bitset>();
  private readonly byStars = new Map<number, Bitset>();
  private readonly byHotel = new Map<number, Bitset>();
  private readonly byCountry = new Map<string, Bitset>();
  private readonly byRegion = new Map<number, Bitset>();
  private readonly byDepartment = new Map<number, Bitset>();

  private readonly hotelOfRow: Int32Array;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  private readonly score10: Int16Array;
  /** Lowest two-adult price per row for 1..PRECOMPUTED_NIGHTS nights (-1: never bookable). */
  private readonly lowestBase: Int32Array[];
  /** Rows around each place searched so far (a city's 20 km), dropped on any write. */
  private readonly aroundPlace = new Map<number, Bitset>();
  /** Recent criteria → matched rows, prices and filter groups; a results page asks for the same criteria twice (search, facets). */
  private readonly prepared = new Map<string, Prepared>();

  constructor(snapshot: CatalogSnapshot) {
    this.capacity = Math.ceil(snapshot.offers.length * 1.25) + 1024;
    const size = this.capacity;
    this.live = new Bitset(size);
    this.giftable = new Bitset(size);
    this.pets = new Bitset(size);
    this.hotelOfRow = new Int32Array(size);
    this.latitude = new Float64Array(size);
    this.longitude = new Float64Array(size);
    this.score10 = new Int16Array(size);
    this.lowestBase = Array.from({ length: PRECOMPUTED_NIGHTS }, () => new Int32Array(size).fill(-1));
    for (const place of snapshot.places) this.places.set(place.id, place);
    for (const hotel of snapshot.hotels) this.hotels.set(hotel.id, hotel);
    for (const offer of snapshot.offers) this.upsert(offer);
  }

  /** Number of offers in the index. */
  get size(): number {
    return this.rowOfOffer.size;
  }

  getOffer(id: number): Offer | undefined {
    const row = this.rowOfOffer.get(id);
    return row === undefined ? undefined : this.offers[row];
  }

  getHotel(id: number): Hotel | undefined {
    return this.hotels.get(id);
  }

  getPlace(id: number): Place | undefined {
    return this.places.get(id);
  }

  /** Offers of one hotel, for hotel pages and `hasMoreOffers`. */
  offerIdsOfHotel(hotelId: number): number[] {
    return [...(this.offersOfHotel.get(hotelId) ?? [])].sort((a, b) => a - b);
  }

  /** Adds or replaces an offer (after a write to the database). */
  upsert(offer: Offer): void {
    const hotel = this.hotels.get(offer.hotelId);
    if (!hotel) throw new Error(`Offer ${offer.id} refers to unknown hotel ${offer.hotelId}`);
    let row = this.rowOfOffer.get(offer.id);
    if (row === undefined) {
      row = this.offers.length;
      if (row >= this.capacity) throw new Error('Offer index is full: rebuild it from a fresh snapshot');
      this.rowOfOffer.set(offer.id, row);
      this.offers.push(offer);
    } else {
      this.clearRow(row);
      this.offers[row] = offer;
    }
    this.fillRow(row, offer, hotel);
  }

  /** Replaces a hotel's attributes and re-indexes its offers. */
  upsertHotel(hotel: Hotel): void {
    this.hotels.set(hotel.id, hotel);
    for (const offerId of [...(this.offersOfHotel.get(hotel.id) ?? [])]) {
      const row = this.rowOfOffer.get(offerId) as number;
      const offer = this.offers[row] as Offer;
      this.clearRow(row);
      this.fillRow(row, offer, hotel);
    }
  }

  /** Takes an offer out of search (unpublished or deleted). */
  remove(offerId: number): void {
    const row = this.rowOfOffer.get(offerId);
    if (row === undefined) return;
    this.clearRow(row);
    this.offers[row] = undefined;
    this.rowOfOffer.delete(offerId);
  }

  private bitsetsOf(offer: Offer, hotel: Hotel): Bitset[] {
    const size = this.capacity;
    const sets: Bitset[] = [];
    const take = <K>(map: Map<K, Bitset>, key: K) => {
      if (!map.has(key)) map.set(key, new Bitset(size));
      sets.push(map.get(key) as Bitset);
    };
    for (const market of offer.markets) take(this.byMarket, market);
    for (const theme of offer.themeIds) take(this.byTheme, theme);
    for (const tag of offer.activityIds) take(this.byTag, tag);
    take(this.byHotelType, hotel.hotelType);
    take(this.byEnvironment, hotel.hotelEnvironment);
    for (const style of hotel.hotelStyles) take(this.byStyle, style);
    for (const facility of hotel.facilities) take(this.byFacility, facility);
    take(this.byStars, hotel.stars);
    take(this.byHotel, hotel.id);
    const city = this.places.get(hotel.cityId);
    if (city) {
      take(this.byCountry, city.countryCode);
      if (city.regionId !== null) take(this.byRegion, city.regionId);
      if (city.departmentId !== null) take(this.byDepartment, city.departmentId);
    }
    if (offer.isGiftable) sets.push(this.giftable);
    if (hotel.petsAllowed) sets.push(this.pets);
    return sets;
  }

  private fillRow(row: number, offer: Offer, hotel: Hotel): void {
    this.forgetCaches();
    this.live.add(row);
    for (const set of this.bitsetsOf(offer, hotel)) set.add(row);
    this.hotelOfRow[row] = hotel.id;
    this.latitude[row] = hotel.latitude;
    this.longitude[row] = hotel.longitude;
    this.score10[row] = hotel.reviewAverage === null ? -1 : Math.round(hotel.reviewAverage * 10);
    for (let nights = 1; nights <= PRECOMPUTED_NIGHTS; nights++) this.lowestBase[nights - 1][row] = lowestBasePrice(offer.calendar, nights) ?? -1;
    let ofHotel = this.offersOfHotel.get(hotel.id);
    if (!ofHotel) {
      ofHotel = new Set();
      this.offersOfHotel.set(hotel.id, ofHotel);
    }
    ofHotel.add(offer.id);
  }

  private clearRow(row: number): void {
    this.forgetCaches();
    const offer = this.offers[row] as Offer;
    const hotel = this.hotels.get(this.hotelOfRow[row]) ?? (this.hotels.get(offer.hotelId) as Hotel);
    this.live.remove(row);
    // Every bitset the row may be in: the old hotel's and offer's values.
    for (const map of [
      this.byMarket,
      this.byTheme,
      this.byTag,
      this.byHotelType,
      this.byEnvironment,
      this.byStyle,
      this.byFacility,
      this.byStars,
      this.byHotel,
      this.byCountry,
      this.byRegion,
      this.byDepartment,
    ] as Map<unknown, Bitset>[]) {
      for (const set of map.values()) set.remove(row);
    }
    this.giftable.remove(row);
    this.pets.remove(row);
    this.offersOfHotel.get(hotel.id)?.delete(offer.id);
    this.offersOfHotel.get(offer.hotelId)?.delete(offer.id);
  }

  /** Rows matching market, flow, destination and theme: the criteria no facet can change. */
  private baseRows(query: OfferSearchQuery): Bitset {
    const base = this.live.clone().and(this.byMarket.get(query.market) ?? new Bitset(this.capacity));
    if (query.flowType === 'gift') base.and(this.giftable);
    if (query.themeId !== null) base.and(this.byTheme.get(query.themeId) ?? new Bitset(this.capacity));
    const destination = query.destination;
    if (destination?.kind === 'hotel') base.and(this.byHotel.get(destination.hotelId) ?? new Bitset(this.capacity));
    if (destination?.kind === 'place') {
      const place = this.places.get(destination.placeId);
      if (!place) return new Bitset(this.capacity);
      const byKind: Partial<Record<PlaceKind, Bitset | undefined>> = {
        country: this.byCountry.get(place.countryCode),
        region: this.byRegion.get(place.id),
        department: this.byDepartment.get(place.id),
      };
      if (place.kind in byKind) base.and(byKind[place.kind] ?? new Bitset(this.capacity));
      else base.and(this.rowsAround(place));
    }
    if (destination?.kind === 'point' && query.filters.distanceMax === null) {
      this.keepWithin(base, destination.latitude, destination.longitude, AROUND_RADIUS_KM);
    }
    return base;
  }

  private rowsAround(place: Place): Bitset {
    let around = this.aroundPlace.get(place.id);
    if (!around) {
      around = this.live.clone();
      this.keepWithin(around, place.latitude, place.longitude, place.kind === 'city' ? CITY_RADIUS_KM : AROUND_RADIUS_KM);
      this.aroundPlace.set(place.id, around);
    }
    return around;
  }

  /** Any write changes rows, prices or positions: cached answers are dropped. */
  private forgetCaches(): void {
    this.aroundPlace.clear();
    this.prepared.clear();
  }

  private keepWithin(set: Bitset, latitude: number, longitude: number, radiusKm: number): void {
    for (const row of set.rows()) {
      if (distanceKm(latitude, longitude, this.latitude[row], this.longitude[row]) > radiusKm) set.remove(row);
    }
  }

  /** Price of each base row for the query (cents), or -1 when the row cannot be sold for it. */
  private pricesOf(rows: number[], query: OfferSearchQuery): { prices: Int32Array; basePrices: Int32Array } {
    const prices = new Int32Array(this.capacity).fill(-1);
    const basePrices = new Int32Array(this.capacity).fill(-1);
    for (const row of rows) {
      const offer = this.offers[row] as Offer;
      let base: number | null;
      if (query.flowType === 'gift') {
        const nights = query.giftNights ?? Math.min(...offer.giftPrices.map((entry) => entry.nights));
        base = offer.giftPrices.find((entry) => entry.nights === nights)?.sellPrice ?? null;
      } else if (query.checkin !== null) {
        base = stayBasePrice(offer.calendar, query.checkin, query.nights);
      } else if (query.nights <= PRECOMPUTED_NIGHTS) {
        const lowest = this.lowestBase[query.nights - 1][row];
        base = lowest < 0 ? null : lowest;
      } else {
        base = lowestBasePrice(offer.calendar, query.nights);
      }
      if (base !== null) {
        basePrices[row] = base;
        prices[row] = priceForParty(base, query.party);
      }
    }
    return { prices, basePrices };
  }

  private distancesOf(rows: number[], query: OfferSearchQuery): Float64Array | null {
    if (!query.origin) return null;
    const distances = new Float64Array(this.capacity);
    for (const row of rows) distances[row] = distanceKm(query.origin.latitude, query.origin.longitude, this.latitude[row], this.longitude[row]);
    return distances;
  }

  /** One bitset per active filter group; groups that are not set are absent. */
  private filterGroups(rows: number[], filters: OfferFilters, prices: Int32Array, distances: Float64Array | null): Map<FilterGroup, Bitset> {
    const size = this.capacity;
    const groups = new Map<FilterGroup, Bitset>();
    const pick = <K>(map: Map<K, Bitset>, keys: readonly K[]) =>
      union(
        size,
        keys.map((key) => map.get(key)),
      );
    if (filters.hotelTypes.length > 0) groups.set('hotelTypes', pick(this.byHotelType, filters.hotelTypes));
    if (filters.hotelEnvironments.length > 0) groups.set('hotelEnvironments', pick(this.byEnvironment, filters.hotelEnvironments));
    if (filters.hotelStyles.length > 0) groups.set('hotelStyles', pick(this.byStyle, filters.hotelStyles));
    if (filters.stars.length > 0) groups.set('stars', pick(this.byStars, filters.stars));
    if (filters.facilities.length > 0) groups.set('facilities', pick(this.byFacility, filters.facilities));
    if (filters.petsAllowed) groups.set('petsAllowed', this.pets);
    if (filters.tags.length > 0) groups.set('tags', pick(this.byTag, filters.tags));
    const scan = (keep: (row: number) => boolean) => {
      const set = new Bitset(size);
      for (const row of rows) if (keep(row)) set.add(row);
      return set;
    };
    const { minHotelReviewScore, priceMin, priceMax, distanceMin, distanceMax } = filters;
    if (minHotelReviewScore !== null)
      groups.set(
        'hotelScore',
        scan((row) => this.score10[row] >= Math.round(minHotelReviewScore * 10)),
      );
    if (priceMin !== null || priceMax !== null) {
      groups.set(
        'price',
        scan((row) => (priceMin === null || prices[row] >= priceMin) && (priceMax === null || prices[row] <= priceMax)),
      );
    }
    if (distances && (distanceMin !== null || distanceMax !== null)) {
      groups.set(
        'distance',
        scan((row) => (distanceMin === null || distances[row] >= distanceMin) && (distanceMax === null || distances[row] <= distanceMax)),
      );
    }
    return groups;
  }

  /** Base rows that have a price for the query, plus the prices and distances computed on the way (cached by criteria). */
  private prepare(query: OfferSearchQuery): Prepared {
    const key = JSON.stringify([
      query.market,
      query.flowType,
      query.destination,
      query.origin,
      query.themeId,
      query.checkin,
      query.nights,
      query.party,
      query.giftNights,
      query.filters,
    ]);
    const cached = this.prepared.get(key);
    if (cached) return cached;
    const prepared = this.compute(query);
    if (this.prepared.size >= PREPARED_CACHE_SIZE) this.prepared.delete(this.prepared.keys().next().value as string);
    this.prepared.set(key, prepared);
    return prepared;
  }

  private compute(query: OfferSearchQuery): Prepared {
    const base = this.baseRows(query);
    const { prices, basePrices } = this.pricesOf(base.rows(), query);
    for (const row of base.rows()) if (prices[row] < 0) base.remove(row);
    const rows = base.rows();
    const distances = this.distancesOf(rows, query);
    const groups = this.filterGroups(rows, query.filters, prices, distances);
    return { base, prices, basePrices, distances, groups };
  }

  private matching(base: Bitset, groups: Map<FilterGroup, Bitset>, except?: FilterGroup): Bitset {
    const result = base.clone();
    for (const [name, set] of groups) if (name !== except) result.and(set);
    return result;
  }

  /** Distinct hotels among the rows in both sets (results count one card per hotel). */
  private countHotels(set: Bitset, also: Bitset): number {
    const seen = new Set<number>();
    const { words } = set;
    for (let i = 0; i < words.length; i++) {
      let word = words[i] & also.words[i];
      while (word !== 0) {
        const low = word & -word;
        seen.add(this.hotelOfRow[i * 32 + 31 - Math.clz32(low)]);
        word ^= low;
      }
    }
    return seen.size;
  }

  /** Searches, sorts, applies the per-hotel limit and returns one page (and the map markers if asked). */
  search(query: OfferSearchQuery, options: { withMarkers?: boolean } = {}): OfferSearchResult {
    const { base, prices, basePrices, distances, groups } = this.prepare(query);
    const rows = this.matching(base, groups).rows();
    const compare = this.comparator(query, prices, distances);
    rows.sort(compare);

    const perHotel = new Map<number, number>();
    const kept: number[] = [];
    const morePerHotel = new Set<number>();
    for (const row of rows) {
      const hotelId = this.hotelOfRow[row];
      const count = perHotel.get(hotelId) ?? 0;
      if (count < query.numberOfPackagesPerHotel) kept.push(row);
      else morePerHotel.add(hotelId);
      perHotel.set(hotelId, count + 1);
    }
    const page = kept.slice(query.page * query.limit, (query.page + 1) * query.limit);
    const priceType = query.flowType === 'gift' ? 'gift' : query.checkin === null ? 'from' : 'final';
    const hits = page.map((row): OfferHit => {
      const offer = this.offers[row] as Offer;
      return {
        offer,
        hotel: this.hotels.get(offer.hotelId) as Hotel,
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
        const hotelId = this.hotelOfRow[row];
        const offerIds = byHotel.get(hotelId) ?? [];
        offerIds.push((this.offers[row] as Offer).id);
        byHotel.set(hotelId, offerIds);
      }
      markers = [...byHotel].map(([hotelId, offerIds]) => ({ hotel: this.hotels.get(hotelId) as Hotel, offerIds }));
    }
    return { resultsCount: kept.length, hits, markers };
  }

  /** Facet counts for the query's criteria, each facet ignoring its own selection. */
  facets(query: OfferSearchQuery): OfferFacetCounts {
    const { base, groups } = this.prepare(query);
    const countMap = <K>(values: Map<K, Bitset>, without: Bitset): Map<K, number> => {
      const counts = new Map<K, number>();
      for (const [key, set] of values) {
        const count = this.countHotels(without, set);
        if (count > 0) counts.set(key, count);
      }
      return counts;
    };
    const facilitiesBase = this.matching(base, groups, 'facilities');
    const scoreBase = this.matching(base, groups, 'hotelScore');
    const hotelScores = new Map<number, number>();
    for (const step of HOTEL_SCORE_STEPS) {
      const seen = new Set<number>();
      for (const row of scoreBase.rows()) if (this.score10[row] >= step * 10) seen.add(this.hotelOfRow[row]);
      hotelScores.set(step, seen.size);
    }
    return {
      facilities: countMap(this.byFacility, facilitiesBase),
      petsAllowed: this.countHotels(this.matching(base, groups, 'petsAllowed'), this.pets),
      stars: countMap(this.byStars, this.matching(base, groups, 'stars')),
      hotelScores,
      hotelTypes: countMap(this.byHotelType, this.matching(base, groups, 'hotelTypes')),
      hotelEnvironments: countMap(this.byEnvironment, this.matching(base, groups, 'hotelEnvironments')),
      hotelStyles: countMap(this.byStyle, this.matching(base, groups, 'hotelStyles')),
      activities: countMap(this.byTag, this.matching(base, groups, 'tags')),
    };
  }

  private comparator(query: OfferSearchQuery, prices: Int32Array, distances: Float64Array | null): (a: number, b: number) => number {
    const id = (row: number) => (this.offers[row] as Offer).id;
    const byId = (a: number, b: number) => id(a) - id(b);
    const score = (row: number) => (this.score10[row] < 0 ? UNRATED_SCORE10 : this.score10[row]);
    switch (query.orderBy) {
      case 'priceAsc':
      case 'svPriceAsc':
        return (a, b) => prices[a] - prices[b] || byId(a, b);
      case 'svPriceDesc':
        return (a, b) => prices[b] - prices[a] || byId(a, b);
      case 'promo':
        return (a, b) => (this.offers[b] as Offer).promo - (this.offers[a] as Offer).promo || prices[a] - prices[b] || byId(a, b);
      case 'popularity':
        return (a, b) => (this.offers[b] as Offer).popularity - (this.offers[a] as Offer).popularity || byId(a, b);
      case 'distance':
        if (distances) return (a, b) => distances[a] - distances[b] || byId(a, b);
        return (a, b) => priceQuality(a) - priceQuality(b) || byId(a, b);
      case 'priceQuality':
        return (a, b) => priceQuality(a) - priceQuality(b) || byId(a, b);
    }
    function priceQuality(row: number): number {
      return (prices[row] * 1000) / score(row);
    }
  }
}
