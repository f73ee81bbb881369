import type { FieldRuleViolation } from './field-rules';
import type { OfferType, OrderBy } from './flow';

/**
 * The sorts each offer type can use (search-side.md section 5): gift vouchers by their own price
 * (svPriceDesc, svPriceAsc), stays by promo, price and popularity; both by price-quality and, from a
 * point, by distance.
 */
export const ORDER_BY_OF_OFFER_TYPE: Readonly<Record<OfferType, readonly OrderBy[]>> = {
  offer: ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity'],
  gift: ['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc'],
};

/** What the sort rules read from a search. */
interface SortedSearch {
  readonly orderBy?: OrderBy;
  readonly type?: OfferType;
  readonly lat?: number;
  readonly lng?: number;
}

/** A sort the search's offer type does not offer, or distance without lat and lng, is refused rather than quietly replaced. */
export function orderByViolations({ orderBy, type = 'offer', lat, lng }: SortedSearch): FieldRuleViolation[] {
  if (orderBy === undefined) return [];
  const offered = ORDER_BY_OF_OFFER_TYPE[type];
  if (!offered.includes(orderBy)) return [{ field: 'orderBy', message: `must be one of ${offered.join(', ')} in ${type === 'offer' ? 'an offer' : 'a gift'} search` }];
  if (orderBy === 'distance' && (lat === undefined || lng === undefined)) return [{ field: 'orderBy', message: 'distance needs lat and lng in the criteria' }];
  return [];
}
