import { useEffect, useRef } from 'react';
import { useNavigationType } from '@escapade/app-providers/router';
import { ownerOf } from '../remotes/route-ownership';

/**
 * A new page starts at its top (product-side.md, routing: scroll to top on route change except search
 * pages): going to another path scrolls the window up, a results page reached from another page (a
 * home link, the search button) included. Not from one results page to another, which keep or restore
 * their own scroll, nor when going back or forward, where the browser puts the visitor back where they
 * were; a change of query or hash alone (a filter, a section's anchor) is not a new page.
 */
export function useScrollToTop(pathname: string): void {
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    const from = shown.current;
    if (from === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP' || (ownerOf(pathname) === 'search' && ownerOf(from) === 'search')) return;
    window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
