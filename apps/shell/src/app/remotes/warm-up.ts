import { useEffect } from 'react';
import { useQueryClient } from '@escapade/query';
import { useMarket } from '@escapade/i18n';
import { announcedPage } from '@escapade/util-criteria';
import { routerPathOf } from '../frame/frame-kind';
import { useCustomerCareMode } from '../frame/use-customer-care-mode';
import { warmRemote } from './federation';
import { ownerOf, type RemoteName } from './route-ownership';

/** The page a link of this site leads to: its remote, and whether it shows an announcement banner. */
export interface LinkedPage {
  readonly remote: RemoteName | null;
  readonly announced: boolean;
}

/** The page a link leads to, if the link stays on this site. */
export function pageOfLink(target: EventTarget | null, page: Pick<Location, 'origin'>, basePath: string): LinkedPage | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, page.origin);
  if (url.origin !== page.origin) return null;
  const routerPath = routerPathOf(url.pathname, basePath);
  return { remote: ownerOf(routerPath), announced: announcedPage(routerPath, url.search) !== null };
}

/**
 * Loads a remote when the visitor shows the intent to visit one of its pages: pointer over a link,
 * keyboard focus on it, or a touch (which comes before the click). Links merely in view are not
 * enough: the results page shows links to every product page, and loading the product remote on
 * each visit would cost every visitor its 90 KB. A page with an announcement banner has the banners
 * fetched too, so the page shows at once with its banner.
 */
export function useRemoteWarmUp(): void {
  const { basePath, language, code } = useMarket();
  const queryClient = useQueryClient();
  const customerCare = useCustomerCareMode();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const linked = pageOfLink(event.target, window.location, basePath);
      if (linked?.remote) warmRemote(linked.remote, language);
      if (linked?.announced && !customerCare) {
        import('../../features/announcement/page-announcement').then((announcement) => announcement.bannersArrived(queryClient, code)).catch(() => undefined);
      }
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, [basePath, language, code, queryClient, customerCare]);
}
