import { useMarket } from '@escapade/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@escapade/ui';
import { MARKET_TOGGLES, MARKETS, type MarketCode } from '@escapade/util-market';

/**
 * The spec's display rule of the wishlist button (product-side.md section 6): shown when the
 * customer-account toggle is off, on desktop, or outside the Belgian markets.
 */
export function wishlistShown(market: MarketCode, desktop: boolean): boolean {
  return !MARKET_TOGGLES[market].customerAccount || desktop || MARKETS[market].country !== 'BE';
}

/** Whether the page shows wishlist toggles, for its market and the screen (updated on resize). */
export function useWishlistShown(): boolean {
  const market = useMarket();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return wishlistShown(market.code, !mobile);
}
