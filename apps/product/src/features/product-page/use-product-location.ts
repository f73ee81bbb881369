import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type Location } from '@escapade/app-providers/router';
import { daysBetween, type MarketCode } from '@escapade/util-market';
import { changeProductDates, formatProductLocation, parseProductLocation, type ProductPageState } from '@escapade/util-criteria';
import { isDayOver } from '@escapade/util-calendar';
import { useMarket } from '@escapade/i18n';

/** The product page's state as its URL holds it, and how to change it. */
export interface ProductLocation {
  readonly state: ProductPageState;
  /** Nights of the chosen stay, when both dates are set. */
  readonly nights: number | undefined;
  /** Writes a new state: a new stay is a new history entry, so back returns to the previous dates. */
  readonly change: (next: ProductPageState, options?: { readonly replace?: boolean }) => void;
}

/** The product page's state at an address: a check-in that is over on the market's clock is dropped with its check-out. */
export function productStateAt(location: Pick<Location, 'search' | 'hash'>, market: MarketCode, now = new Date()): ProductPageState {
  const parsed = parseProductLocation({ search: location.search, hash: location.hash });
  if (parsed.checkin === undefined || !isDayOver(parsed.checkin, now, market)) return parsed;
  return changeProductDates(parsed, {});
}

/**
 * Reads the product page's location with util-criteria's codec (flow in the query string, dates and
 * party in the hash); a link whose check-in is over on the market's clock opens without its dates.
 */
export function useProductLocation(): ProductLocation {
  const location = useLocation();
  const navigate = useNavigate();
  const market = useMarket();
  const state = useMemo(() => productStateAt({ search: location.search, hash: location.hash }, market.code), [location.search, location.hash, market.code]);
  const change = useCallback(
    (next: ProductPageState, options: { readonly replace?: boolean } = {}) => {
      const { search, hash } = formatProductLocation(next);
      navigate({ pathname: location.pathname, search, hash }, { replace: options.replace ?? false });
    },
    [navigate, location.pathname],
  );
  const nights = state.checkin !== undefined && state.checkout !== undefined ? daysBetween(state.checkin, state.checkout) : undefined;
  return { state, nights, change };
}
