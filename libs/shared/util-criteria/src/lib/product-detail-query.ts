import type { ProductDetailQuery } from '@escapade/api-contract';
import { daysBetween, type MarketCode } from '@escapade/util-market';
import type { ProductPageState } from './product-hash';

/**
 * The detail call of a product page in this state: the market and the party, and the stay once both
 * dates are chosen (priced for the partner mini-site the visit came from). The page makes this call,
 * and the server has the browser preload it with the page when the address says no more than the
 * server sees (the hash, where dates and party live, never reaches it): both must write it alike.
 */
export function productDetailQuery(state: ProductPageState, locale: MarketCode): ProductDetailQuery {
  const nights = state.checkin !== undefined && state.checkout !== undefined ? daysBetween(state.checkin, state.checkout) : undefined;
  return {
    locale,
    checkin: nights === undefined ? undefined : state.checkin,
    night: nights,
    adult: state.adult,
    child: state.child,
    baby: state.baby,
    minisite: nights === undefined ? undefined : state.minisite,
  };
}
