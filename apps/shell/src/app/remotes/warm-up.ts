import { useEffect } from 'react';
import { useMarket } from '@escapade/i18n';
import { routerPathOf } from '../frame/frame-kind';
import { warmRemote } from './federation';
import { ownerOf } from './route-ownership';

/** The remote owning the page a link leads to, if the link stays on this site. */
export function remoteOfLink(target: EventTarget | null, page: Pick<Location, 'origin'>, basePath: string) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, page.origin);
  return url.origin === page.origin ? ownerOf(routerPathOf(url.pathname, basePath)) : null;
}

/**
 * Loads a remote when the visitor shows the intent to visit one of its pages: pointer over a link,
 * keyboard focus on it, or a touch (which comes before the click). Links merely in view are not
 * enough: the results page shows links to every product page, and loading the product remote on
 * each visit would cost every visitor its 90 KB.
 */
export function useRemoteWarmUp(): void {
  const { basePath, language } = useMarket();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const remote = remoteOfLink(event.target, window.location, basePath);
      if (remote) warmRemote(remote, language);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, [basePath, language]);
}
