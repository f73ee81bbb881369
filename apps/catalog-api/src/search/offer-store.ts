import { PETS_FACILITY } from '@escapade/util-criteria';
import type { CatalogSnapshot, Hotel, Offer, Place } from '../catalog/catalog-snapshot';
import { daysBetween } from '@escapade/util-market';
import { Bitset } from './bitset';
import { distanceKm } from './geo';
import { lowestBasePrice } from './stay-price';

/** Side of a cell of the map grid, in degrees: a city's 20 km spans two or three cells each way. */
const CELL_DEGREES = 0.5;
const KM_PER_DEGREE = 111.2;

const CELL_COLUMNS = 360 / CELL_DEGREES;

/** Band (south to north) and column (west to east) of the cell of a point; past the antimeridian the columns clamp, no hotel sits there. */
const cellIndices = (latitude: number, longitude: number): [number, number] => [
  Math.floor((Math.max(-90, Math.min(latitude, 90)) + 90) / CELL_DEGREES),
  Math.floor((Math.max(-180, Math.min(longitude, 179.999)) + 180) / CELL_DEGREES),
];

const cellOf = (latitude: number, longitude: number) => {
  const [band, column] = cellIndices(latitude, longitude);
  return band * CELL_COLUMNS + column;
};

/** Day 0 of {@link OfferStore.calendarStartDay}. */
export const EPOCH_DAY = '1970-01-01';

/** Minimum scores offered by the customer-rating filter. */
export const HOTEL_SCORE_STEPS = [7, 8, 8.5, 9] as const;

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

  /** Sets of hotels (by {@link hotelSlot}) per hotel-level facet value: facet counts are hotels, so they are counted over these. */
  readonly hotelsByFacility = new Map<string, Bitset>();
  readonly hotelsByStars = new Map<number, Bitset>();
  readonly hotelsByType = new Map<string, Bitset>();
  readonly hotelsByEnvironment = new Map<string, Bitset>();
  readonly hotelsByStyle = new Map<string, Bitset>();
  /** Hotels with a review score × 10 of at least the key. */
  readonly hotelsByMinScore10 = new Map<number, Bitset>();
  /** A dense number per hotel, for sets of hotels. */
  readonly hotelSlot = new Map<number, number>();
  /** Rows by map cell (see {@link rowsWithin}). */
  private readonly rowsByCell = new Map<number, number[]>();
  /** The day each row's calendar starts, as days since 1970-01-01: a check-in's day in it is one subtraction. */
  readonly calendarStartDay: Int32Array;
  readonly hotelOfRow: Int32Array;
  /** {@link hotelSlot} of each row's hotel. */
  readonly hotelSlotOfRow: Int32Array;
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
    this.calendarStartDay = new Int32Array(size);
    this.hotelOfRow = new Int32Array(size);
    this.hotelSlotOfRow = new Int32Array(size);
    this.latitude = new Float64Array(size);
    this.longitude = new Float64Array(size);
    this.score10 = new Int16Array(size);
    this.lowestBase = Array.from({ length: PRECOMPUTED_NIGHTS }, () => new Int32Array(size).fill(-1));
    for (const place of snapshot.places) this.places.set(place.id, place);
    for (const hotel of snapshot.hotels) this.hotels.set(hotel.id, hotel);
    this.fillHotelSets(snapshot.hotels);
    for (const offer of snapshot.offers) this.upsert(offer);
  }

  /** Number of hotels, the size of every set of hotels. */
  get hotelCount(): number {
    return this.hotelSlot.size;
  }

  /** An empty set of hotels. */
  noHotels(): Bitset {
    return new Bitset(this.hotelCount);
  }

  /** The hotel-level facet sets: hotels do not change while the store lives (an offer of an unknown hotel is refused). */
  private fillHotelSets(hotels: readonly Hotel[]): void {
    hotels.forEach((hotel, slot) => this.hotelSlot.set(hotel.id, slot));
    const take = <K>(map: Map<K, Bitset>, key: K, slot: number) => {
      let set = map.get(key);
      if (!set) {
        set = new Bitset(hotels.length);
        map.set(key, set);
      }
      set.add(slot);
    };
    hotels.forEach((hotel, slot) => {
      for (const facility of hotel.facilities) if (facility !== PETS_FACILITY) take(this.hotelsByFacility, facility, slot);
      if (hotel.petsAllowed) take(this.hotelsByFacility, PETS_FACILITY, slot);
      take(this.hotelsByStars, hotel.stars, slot);
      take(this.hotelsByType, hotel.hotelType, slot);
      take(this.hotelsByEnvironment, hotel.hotelEnvironment, slot);
      for (const style of hotel.hotelStyles) take(this.hotelsByStyle, style, slot);
      const score10 = hotel.reviewAverage === null ? -1 : Math.round(hotel.reviewAverage * 10);
      for (const step of HOTEL_SCORE_STEPS) if (score10 >= step * 10) take(this.hotelsByMinScore10, step * 10, slot);
    });
  }

  /**
   * Live rows within `radiusKm` of a point: only the rows of the grid cells the circle's bounding
   * box touches are measured, not every row of the catalog.
   */
  rowsWithin(latitude: number, longitude: number, radiusKm: number): Bitset {
    const rows = this.none();
    const latitudeSpan = radiusKm / KM_PER_DEGREE;
    // Degrees of longitude shrink towards the poles: the span is taken at the circle's edge nearest to one.
    const nearestPole = Math.min(Math.abs(latitude) + latitudeSpan, 89);
    const longitudeSpan = radiusKm / (KM_PER_DEGREE * Math.cos((nearestPole * Math.PI) / 180));
    const [south, west] = cellIndices(latitude - latitudeSpan, longitude - longitudeSpan);
    const [north, east] = cellIndices(latitude + latitudeSpan, longitude + longitudeSpan);
    for (let band = south; band <= north; band++) {
      for (let column = west; column <= east; column++) {
        for (const row of this.rowsByCell.get(band * CELL_COLUMNS + column) ?? []) {
          if (distanceKm(latitude, longitude, this.latitude[row], this.longitude[row]) <= radiusKm) rows.add(row);
        }
      }
    }
    return rows.and(this.live);
  }

  /** The hotels that have at least one of the rows. */
  hotelsOf(rows: Bitset): Bitset {
    const hotels = this.noHotels();
    const { words } = rows;
    for (let i = 0; i < words.length; i++) {
      for (let word = words[i]; word !== 0; word &= word - 1) hotels.add(this.hotelSlotOfRow[i * 32 + 31 - Math.clz32(word & -word)]);
    }
    return hotels;
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
    this.hotelSlotOfRow[row] = this.hotelSlot.get(hotel.id) as number;
    this.latitude[row] = hotel.latitude;
    this.longitude[row] = hotel.longitude;
    const cell = cellOf(hotel.latitude, hotel.longitude);
    const inCell = this.rowsByCell.get(cell);
    if (inCell) inCell.push(row);
    else this.rowsByCell.set(cell, [row]);
    this.calendarStartDay[row] = daysBetween(EPOCH_DAY, offer.calendar.start);
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
    const inCell = this.rowsByCell.get(cellOf(this.latitude[row], this.longitude[row]));
    inCell?.splice(inCell.indexOf(row), 1);
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
