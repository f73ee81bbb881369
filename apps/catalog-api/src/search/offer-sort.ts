import type { Offer } from '../catalog/catalog-snapshot';
import type { OfferStore } from './offer-store';
import type { OfferSearchQuery } from './search-query';

/** Review score used for the price-quality sort when a hotel has no review yet. */
const UNRATED_SCORE10 = 70;

/**
 * Row order for the query's sort, with the offer id as the last tie-break so every page is
 * stable. The distance sort falls back to price-quality when the query has no origin.
 */
export function offerComparator(store: OfferStore, query: OfferSearchQuery, prices: Int32Array, distances: Float64Array | null): (a: number, b: number) => number {
  const offers = store.offers;
  const id = (row: number) => (offers[row] as Offer).id;
  const byId = (a: number, b: number) => id(a) - id(b);
  const score = (row: number) => (store.score10[row] < 0 ? UNRATED_SCORE10 : store.score10[row]);
  switch (query.orderBy) {
    case 'priceAsc':
    case 'svPriceAsc':
      return (a, b) => prices[a] - prices[b] || byId(a, b);
    case 'svPriceDesc':
      return (a, b) => prices[b] - prices[a] || byId(a, b);
    case 'promo':
      return (a, b) => (offers[b] as Offer).promo - (offers[a] as Offer).promo || prices[a] - prices[b] || byId(a, b);
    case 'popularity':
      return (a, b) => (offers[b] as Offer).popularity - (offers[a] as Offer).popularity || byId(a, b);
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
