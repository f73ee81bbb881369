import { useMarket } from '@escapade/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@escapade/ui';
import { wishlistDesktopOnly, type MarketCode } from '@escapade/util-market';

/** The spec's display rule of the wishlist button on a screen (see `wishlistDesktopOnly`). */
export function wishlistShown(market: MarketCode, desktop: boolean): boolean {
  return desktop || !wishlistDesktopOnly(market);
}

/** Whether the page shows wishlist toggles, for its market and the screen (updated on resize). */
export function useWishlistShown(): boolean {
  const market = useMarket();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return wishlistShown(market.code, !mobile);
}
