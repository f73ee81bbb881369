import { PETS_FACILITY } from '@escapade/util-criteria';
import type { CatalogSnapshot, Hotel, Offer, Place } from '../catalog/catalog-snapshot';
import { Bitset } from './bitset';
import { lowestBasePrice } from './stay-price';

/** Stays up to this many nights have a precomputed 'From' price; longer ones are computed on demand. */
export const PRECOMPUTED_NIGHTS = 3;

/**
 * The storage of the offer read model: one row per offer, bitsets per filter value and typed
 * arrays per attribute, built from the catalog snapshot and patched row by row after writes.
 * Queries read the fields directly because they are the hot path; only `upsert` and `remove`
 * change them, and each change bumps `version` so answers cached by queries can be dropped.
 */
export class OfferStore {
  readonly capacity: number;
  readonly rowOfOffer = new Map<number, number>();
  readonly offers: (Offer | undefined)[] = [];
  readonly hotels = new Map<number, Hotel>();
  readonly places = new Map<number, Place>();
  readonly offersOfHotel = new Map<number, Set<number>>();

  readonly live: Bitset;
  readonly giftable: Bitset;
  readonly byMarket = new Map<string, Bitset>();
  readonly byTheme = new Map<number, Bitset>();
  readonly byTag = new Map<number, Bitset>();
  readonly byHotelType = new Map<string, Bitset>();
  readonly byEnvironment = new Map<string, Bitset>();
  readonly byStyle = new Map<string, Bitset>();
  /** Rows per facility; 'pets' holds the hotels with petsAllowed, the spec's meaning of that facility. */
  readonly byFacility = new Map<string, Bitset>();
  readonly byStars = new Map<number, Bitset>();
  readonly byHotel = new Map<number, Bitset>();
  readonly byCountry = new Map<string, Bitset>();
  readonly byRegion = new Map<number, Bitset>();
  readonly byDepartment = new Map<number, Bitset>();

  readonly hotelOfRow: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Review score × 10 per row (-1: no review yet). */
  readonly score10: Int16Array;
  /** Lowest two-adult price per row for 1..PRECOMPUTED_NIGHTS nights (-1: never bookable). */
  readonly lowestBase: Int32Array[];
  private changes = 0;

  constructor(snapshot: CatalogSnapshot) {
    this.capacity = Math.ceil(snapshot.offers.length * 1.25) + 1024;
    const size = this.capacity;
    this.live = new Bitset(size);
    this.giftable = new Bitset(size);
    this.hotelOfRow = new Int32Array(size);
    this.latitude = new Float64Array(size);
    this.longitude = new Float64Array(size);
    this.score10 = new Int16Array(size);
    this.lowestBase = Array.from({ length: PRECOMPUTED_NIGHTS }, () => new Int32Array(size).fill(-1));
    for (const place of snapshot.places) this.places.set(place.id, place);
    for (const hotel of snapshot.hotels) this.hotels.set(hotel.id, hotel);
    for (const offer of snapshot.offers) this.upsert(offer);
  }

  /** Counts the writes so far: an answer cached at another version may be stale. */
  get version(): number {
    return this.changes;
  }

  /** Number of offers stored. */
  get size(): number {
    return this.rowOfOffer.size;
  }

  /** An empty set of rows, for criteria that match nothing. */
  none(): Bitset {
    return new Bitset(this.capacity);
  }

  getOffer(id: number): Offer | undefined {
    const row = this.rowOfOffer.get(id);
    return row === undefined ? undefined : this.offers[row];
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
    for (const facility of hotel.facilities) if (facility !== PETS_FACILITY) take(this.byFacility, facility);
    if (hotel.petsAllowed) take(this.byFacility, PETS_FACILITY);
    take(this.byStars, hotel.stars);
    take(this.byHotel, hotel.id);
    const city = this.places.get(hotel.cityId);
    if (city) {
      take(this.byCountry, city.countryCode);
      if (city.regionId !== null) take(this.byRegion, city.regionId);
      if (city.departmentId !== null) take(this.byDepartment, city.departmentId);
    }
    if (offer.isGiftable) sets.push(this.giftable);
    return sets;
  }

  private fillRow(row: number, offer: Offer, hotel: Hotel): void {
    this.changes++;
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
    this.changes++;
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
    this.offersOfHotel.get(hotel.id)?.delete(offer.id);
    this.offersOfHotel.get(offer.hotelId)?.delete(offer.id);
  }
}
