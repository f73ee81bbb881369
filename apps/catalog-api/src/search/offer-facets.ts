import { priceBandIndex, priceHistogramBands, type PriceBand } from '@escapade/util-criteria';
import type { Bitset } from './bitset';
import { HOTEL_SCORE_STEPS, type OfferStore } from './offer-store';
import { matchingRows, type FilterGroup, type PreparedCriteria } from './prepared-criteria';
import type { OfferSearchQuery } from './search-query';

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
  /** The price histogram: hotels per band of the slider, in order. */
  priceBands: (PriceBand & { count: number })[];
}

/** The bands of the price slider a query's results are drawn under: the gifting flow's for vouchers, the stays' otherwise. */
export function offerPriceBands(query: Pick<OfferSearchQuery, 'flowType'>): PriceBand[] {
  return priceHistogramBands(query.flowType === 'gift' ? 'gifting' : 'booking');
}

/** Distinct hotels among the rows in both sets (results count one card per hotel), for offer-level values. */
function countHotels(store: OfferStore, rows: Bitset, also: Bitset): number {
  const both = rows.clone().and(also);
  return both.count() === 0 ? 0 : store.hotelsOf(both).count();
}

/**
 * Hotels per price band among the rows: a hotel counts in every band one of its offers is priced in,
 * as choosing that band would find it. One pass over the rows, one set of hotels per band.
 */
function priceBandCounts(store: OfferStore, rows: Bitset, prices: Int32Array, bands: readonly PriceBand[]): OfferFacetCounts['priceBands'] {
  const hotels = bands.map(() => store.noHotels());
  const { words } = rows;
  for (let i = 0; i < words.length; i++) {
    for (let word = words[i]; word !== 0; word &= word - 1) {
      const row = i * 32 + 31 - Math.clz32(word & -word);
      hotels[priceBandIndex(bands, prices[row])].add(store.hotelSlotOfRow[row]);
    }
  }
  return bands.map((band, index) => ({ ...band, count: hotels[index].count() }));
}

/**
 * Disjunctive facet counts: each facet counts the hotels matching every other filter, so ticking
 * a value never hides the other values of the same facet. Hotel-level values are counted as sets
 * of hotels (one AND and popcount per value); activities belong to offers, so their rows are, and
 * so are prices, counted per band of the price histogram (`bands`).
 */
export function offerFacets(store: OfferStore, prepared: PreparedCriteria, bands: readonly PriceBand[]): OfferFacetCounts {
  const countOver = <K>(values: Map<K, Bitset>, hotels: Bitset): Map<K, number> => {
    const counts = new Map<K, number>();
    for (const [key, set] of values) {
      const count = hotels.countShared(set);
      if (count > 0) counts.set(key, count);
    }
    return counts;
  };
  const hotelsWithout = (group: FilterGroup) => store.hotelsOf(matchingRows(prepared, group));
  const scoreHotels = hotelsWithout('hotelScore');
  const tagRows = matchingRows(prepared, 'tags');
  const activities = new Map<number, number>();
  for (const [tag, rows] of store.byTag) {
    const count = countHotels(store, tagRows, rows);
    if (count > 0) activities.set(tag, count);
  }
  return {
    facilities: countOver(store.hotelsByFacility, hotelsWithout('facilities')),
    stars: countOver(store.hotelsByStars, hotelsWithout('stars')),
    hotelScores: new Map(HOTEL_SCORE_STEPS.map((step) => [step, scoreHotels.countShared(store.hotelsByMinScore10.get(step * 10) ?? store.noHotels())])),
    hotelTypes: countOver(store.hotelsByType, hotelsWithout('hotelTypes')),
    hotelEnvironments: countOver(store.hotelsByEnvironment, hotelsWithout('hotelEnvironments')),
    hotelStyles: countOver(store.hotelsByStyle, hotelsWithout('hotelStyles')),
    activities,
    priceBands: priceBandCounts(store, matchingRows(prepared, 'price'), prepared.prices, bands),
  };
}
