import type { Bitset } from './bitset';
import type { OfferStore } from './offer-store';
import { matchingRows, type PreparedCriteria } from './prepared-criteria';

/** Minimum scores offered by the customer-rating filter. */
export const HOTEL_SCORE_STEPS = [7, 8, 8.5, 9] as const;

/** Facet counts (distinct hotels) for a criteria set; each facet ignores its own selection. */
export interface OfferFacetCounts {
  /** Per facility value, 'pets' (the hotels with petsAllowed) included once. */
  facilities: Map<string, number>;
  stars: Map<number, number>;
  hotelScores: Map<number, number>;
  hotelTypes: Map<string, number>;
  hotelEnvironments: Map<string, number>;
  hotelStyles: Map<string, number>;
  activities: Map<number, number>;
}

/** Distinct hotels among the rows in both sets (results count one card per hotel). */
function countHotels(store: OfferStore, set: Bitset, also: Bitset): number {
  const seen = new Set<number>();
  const { words } = set;
  for (let i = 0; i < words.length; i++) {
    let word = words[i] & also.words[i];
    while (word !== 0) {
      const low = word & -word;
      seen.add(store.hotelOfRow[i * 32 + 31 - Math.clz32(low)]);
      word ^= low;
    }
  }
  return seen.size;
}

/**
 * Disjunctive facet counts: each facet counts the hotels matching every other filter, so ticking
 * a value never hides the other values of the same facet.
 */
export function offerFacets(store: OfferStore, prepared: PreparedCriteria): OfferFacetCounts {
  const countMap = <K>(values: Map<K, Bitset>, without: Bitset): Map<K, number> => {
    const counts = new Map<K, number>();
    for (const [key, set] of values) {
      const count = countHotels(store, without, set);
      if (count > 0) counts.set(key, count);
    }
    return counts;
  };
  const facilitiesBase = matchingRows(prepared, 'facilities');
  const scoreBase = matchingRows(prepared, 'hotelScore');
  const hotelScores = new Map<number, number>();
  for (const step of HOTEL_SCORE_STEPS) {
    const seen = new Set<number>();
    for (const row of scoreBase.rows()) if (store.score10[row] >= step * 10) seen.add(store.hotelOfRow[row]);
    hotelScores.set(step, seen.size);
  }
  return {
    facilities: countMap(store.byFacility, facilitiesBase),
    stars: countMap(store.byStars, matchingRows(prepared, 'stars')),
    hotelScores,
    hotelTypes: countMap(store.byHotelType, matchingRows(prepared, 'hotelTypes')),
    hotelEnvironments: countMap(store.byEnvironment, matchingRows(prepared, 'hotelEnvironments')),
    hotelStyles: countMap(store.byStyle, matchingRows(prepared, 'hotelStyles')),
    activities: countMap(store.byTag, matchingRows(prepared, 'tags')),
  };
}
