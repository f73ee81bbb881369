import type { AnnouncementPageKind } from '@escapade/api-contract';
import { flowParam } from './flow-param';
import { ACTIVITY_RESULTS_PATH } from './search-url';
import { asMember } from './values';
import { DEFAULT_FLOW, FLOWS, PRODUCT_FLOWS, type Flow } from './types';

/** A page that shows the CMS's announcement banner for its kind and flow, besides the home (which has its own). */
export interface AnnouncedPage {
  readonly kind: Exclude<AnnouncementPageKind, 'homePages'>;
  readonly flow: Flow;
}

/**
 * Which announcement banner a page shows, from its address (router path without the language prefix,
 * and query string): results pages show the search pages' banner of their flow, stay, hotel and
 * activity pages the product pages' one. Null for any other page. The shell shows it, and the server
 * has the browser fetch the banners with such a page.
 */
export function announcedPage(routerPath: string, search: string): AnnouncedPage | null {
  const [, segment] = routerPath.split('/');
  switch (segment) {
    case 'search':
      return {
        kind: 'searchPages',
        flow: routerPath === ACTIVITY_RESULTS_PATH || routerPath.startsWith(`${ACTIVITY_RESULTS_PATH}/`) ? 'activity' : (asMember(flowParam(search), FLOWS) ?? DEFAULT_FLOW),
      };
    case 'product':
      return { kind: 'productPages', flow: asMember(flowParam(search), PRODUCT_FLOWS) ?? DEFAULT_FLOW };
    case 'hotel':
      return { kind: 'productPages', flow: 'hotel' };
    case 'activity':
      return { kind: 'productPages', flow: 'activity' };
    default:
      return null;
  }
}
