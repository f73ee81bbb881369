import { ACCOUNT_HOME_PATH, formatAccountHash } from '@escapade/util-criteria';
import { searchUrl } from '@escapade/util-criteria/search-url';

/**
 * The header's destinations (product-side.md, account). Paths are written without the Belgian
 * `/fr` or `/nl` prefix: the router's basename adds the market's prefix to every link.
 */
export const HEADER_LINKS = {
  contact: '/contact',
  wishlist: '/account/wishlist',
  account: ACCOUNT_HOME_PATH,
  profile: '/account/settings/profile',
  trips: '/account/trips',
  bookingRetrieval: `/account${formatAccountHash('booking-retrieval')}`,
  gift: searchUrl({ flow: 'gifting' }),
  /** Customer-care mode's gift entry: the plain gift-card page (product-side.md section 1). */
  giftCard: '/giftcard',
} as const;

/** A click that follows a link in this tab (no modifier key, main button): one an overlay may take over. */
export function isPlainClick(event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; button: number }): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}
