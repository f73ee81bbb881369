import { PETS_FACILITY } from '@escapade/util-criteria';
import type { Offer, Place, PlaceKind } from '../catalog/catalog-snapshot';
import { Bitset, union } from './bitset';
import { distanceKm } from './geo';
import { EPOCH_DAY, PRECOMPUTED_NIGHTS, type OfferStore } from './offer-store';
import type { OfferFilters, OfferSearchQuery } from './search-query';
import { daysBetween } from '@escapade/util-market';
import { lowestBasePrice, priceForParty, stayBasePriceAt } from './stay-price';

/** A city search covers hotels within this distance of its centre (hotels sit around towns, not only in them). */
export const CITY_RADIUS_KM = 20;
/** Point-like destinations (tourist regions, resorts, points of interest) cover this radius. */
export const AROUND_RADIUS_KM = 30;

/** A filter of the results page; facets count each group without its own selection. */
export type FilterGroup = 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'stars' | 'hotelScore' | 'price' | 'facilities' | 'tags' | 'distance';

/** The facility values a filter selects: petsAllowed is the 'pets' facility, combined with the others like any of them. */
export function selectedFacilities(filters: Pick<OfferFilters, 'facilities' | 'petsAllowed'>): string[] {
  const facilities = filters.facilities.filter((facility) => facility !== PETS_FACILITY);
  return filters.petsAllowed || filters.facilities.includes(PETS_FACILITY) ? [...facilities, PETS_FACILITY] : facilities;
}

/** What a search and its facets share for one set of criteria: the rows no facet can change, their prices and distances, one bitset per active filter. */
export interface PreparedCriteria {
  base: Bitset;
  /** Price for the party per base row, in cents. */
  prices: Int32Array;
  distances: Float64Array | null;
  groups: Map<FilterGroup, Bitset>;
}

/** A string field with its length first, so no value can run into the next field whatever characters it holds. */
const text = (value: string | null): string => (value === null ? '~' : `${value.length}:${value}`);
const texts = (values: readonly string[]): string => values.map(text).join('');
const numbers = (values: readonly number[]): string => values.join(',');

/**
 * The cache key of the criteria `prepareCriteria` reads (not sort or page): built by hand from
 * the fields because it is computed on every search and facets call, where serialising the whole
 * query cost more than the cache saved. Every field that changes the rows, prices or filter
 * groups must be part of it.
 */
export function criteriaKey(query: OfferSearchQuery): string {
  const { destination, origin, party, filters } = query;
  const where =
    destination === null
      ? '-'
      : destination.kind === 'place'
        ? `p${destination.placeId}`
        : destination.kind === 'hotel'
          ? `h${destination.hotelId}`
          : `g${destination.latitude},${destination.longitude}`;
  return [
    text(query.market),
    query.flowType,
    where,
    origin === null ? '-' : `${origin.latitude},${origin.longitude}`,
    query.themeId,
    text(query.checkin),
    query.nights,
    `${party.adults},${party.children},${party.babies}`,
    query.giftNights,
    texts(filters.hotelTypes),
    texts(filters.hotelEnvironments),
    texts(filters.hotelStyles),
    numbers(filters.stars),
    filters.minHotelReviewScore,
    filters.priceMin,
    filters.priceMax,
    texts(filters.facilities),
    filters.petsAllowed ? 1 : 0,
    numbers(filters.tags),
    filters.distanceMin,
    filters.distanceMax,
  ].join('|');
}

/**
 * Computes the base rows that have a price for the query, with the prices, distances and filter
 * groups found on the way. `around` keeps the rows near each place searched so far; the caller
 * drops it when the store changes. `reuse` hands over the arrays of criteria no longer kept, to be
 * written over (only base rows are ever read, so nothing needs clearing).
 */
export function prepareCriteria(store: OfferStore, query: OfferSearchQuery, around: Map<number, Bitset>, reuse?: Pick<PreparedCriteria, 'prices' | 'distances'>): PreparedCriteria {
  const base = baseRows(store, query, around);
  const prices = pricesOf(store, base.rows(), query, reuse?.prices);
  for (const row of base.rows()) if (prices[row] < 0) base.remove(row);
  const rows = base.rows();
  const distances = distancesOf(store, rows, query, reuse?.distances ?? undefined);
  const groups = filterGroups(store, rows, query.filters, prices, distances);
  return { base, prices, distances, groups };
}

/** Base rows that pass every active filter group, or every group but one (a facet ignores its own selection). */
export function matchingRows({ base, groups }: PreparedCriteria, except?: FilterGroup): Bitset {
  const result = base.clone();
  for (const [name, set] of groups) if (name !== except) result.and(set);
  return result;
}

/** Rows matching market, flow, destination and theme: the criteria no facet can change. */
function baseRows(store: OfferStore, query: OfferSearchQuery, around: Map<number, Bitset>): Bitset {
  const base = store.live.clone().and(store.byMarket.get(query.market) ?? store.none());
  if (query.flowType === 'gift') base.and(store.giftable);
  if (query.themeId !== null) base.and(store.byTheme.get(query.themeId) ?? store.none());
  const destination = query.destination;
  if (destination?.kind === 'hotel') base.and(store.byHotel.get(destination.hotelId) ?? store.none());
  if (destination?.kind === 'place') {
    const place = store.places.get(destination.placeId);
    if (!place) return store.none();
    const byKind: Partial<Record<PlaceKind, Bitset | undefined>> = {
      country: store.byCountry.get(place.countryCode),
      region: store.byRegion.get(place.id),
      department: store.byDepartment.get(place.id),
    };
    if (place.kind in byKind) base.and(byKind[place.kind] ?? store.none());
    else base.and(rowsAround(store, place, around));
  }
  if (destination?.kind === 'point' && query.filters.distanceMax === null) {
    base.and(store.rowsWithin(destination.latitude, destination.longitude, AROUND_RADIUS_KM));
  }
  return base;
}

function rowsAround(store: OfferStore, place: Place, around: Map<number, Bitset>): Bitset {
  let rows = around.get(place.id);
  if (!rows) {
    rows = store.rowsWithin(place.latitude, place.longitude, place.kind === 'city' ? CITY_RADIUS_KM : AROUND_RADIUS_KM);
    around.set(place.id, rows);
  }
  return rows;
}

/**
 * Two-adult price of a row for the query (cents), or null when it cannot be sold for it: the gift
 * voucher's price, the stay's on its dates, or its lowest 'From' price. `checkinDay` is the query's
 * check-in as days since {@link EPOCH_DAY}, worked out once per query.
 */
export function basePriceOf(
  store: OfferStore,
  row: number,
  query: OfferSearchQuery,
  checkinDay = query.checkin === null ? 0 : daysBetween(EPOCH_DAY, query.checkin),
): number | null {
  const offer = store.offers[row] as Offer;
  if (query.flowType === 'gift') {
    const nights = query.giftNights ?? Math.min(...offer.giftPrices.map((entry) => entry.nights));
    return offer.giftPrices.find((entry) => entry.nights === nights)?.sellPrice ?? null;
  }
  if (query.checkin !== null) return stayBasePriceAt(offer.calendar, checkinDay - store.calendarStartDay[row], query.nights);
  if (query.nights <= PRECOMPUTED_NIGHTS) {
    const lowest = store.lowestBase[query.nights - 1][row];
    return lowest < 0 ? null : lowest;
  }
  return lowestBasePrice(offer.calendar, query.nights);
}

/** Price of each base row for the party (cents), or -1 when the row cannot be sold for the query; other rows are left unset (never read). */
function pricesOf(store: OfferStore, rows: number[], query: OfferSearchQuery, reuse?: Int32Array): Int32Array {
  const prices = reuse ?? new Int32Array(store.capacity);
  const checkinDay = query.checkin === null ? 0 : daysBetween(EPOCH_DAY, query.checkin);
  for (const row of rows) {
    const base = basePriceOf(store, row, query, checkinDay);
    prices[row] = base === null ? -1 : priceForParty(base, query.party);
  }
  return prices;
}

function distancesOf(store: OfferStore, rows: number[], query: OfferSearchQuery, reuse?: Float64Array): Float64Array | null {
  if (!query.origin) return null;
  const distances = reuse ?? new Float64Array(store.capacity);
  for (const row of rows) distances[row] = distanceKm(query.origin.latitude, query.origin.longitude, store.latitude[row], store.longitude[row]);
  return distances;
}

/** One bitset per active filter group; groups that are not set are absent. */
function filterGroups(store: OfferStore, rows: number[], filters: OfferFilters, prices: Int32Array, distances: Float64Array | null): Map<FilterGroup, Bitset> {
  const size = store.capacity;
  const groups = new Map<FilterGroup, Bitset>();
  const pick = <K>(map: Map<K, Bitset>, keys: readonly K[]) =>
    union(
      size,
      keys.map((key) => map.get(key)),
    );
  if (filters.hotelTypes.length > 0) groups.set('hotelTypes', pick(store.byHotelType, filters.hotelTypes));
  if (filters.hotelEnvironments.length > 0) groups.set('hotelEnvironments', pick(store.byEnvironment, filters.hotelEnvironments));
  if (filters.hotelStyles.length > 0) groups.set('hotelStyles', pick(store.byStyle, filters.hotelStyles));
  if (filters.stars.length > 0) groups.set('stars', pick(store.byStars, filters.stars));
  const facilities = selectedFacilities(filters);
  if (facilities.length > 0) groups.set('facilities', pick(store.byFacility, facilities));
  if (filters.tags.length > 0) groups.set('tags', pick(store.byTag, filters.tags));
  const scan = (keep: (row: number) => boolean) => {
    const set = new Bitset(size);
    for (const row of rows) if (keep(row)) set.add(row);
    return set;
  };
  const { minHotelReviewScore, priceMin, priceMax, distanceMin, distanceMax } = filters;
  if (minHotelReviewScore !== null)
    groups.set(
      'hotelScore',
      scan((row) => store.score10[row] >= Math.round(minHotelReviewScore * 10)),
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
