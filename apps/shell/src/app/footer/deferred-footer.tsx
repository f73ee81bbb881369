import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './footer.module.css';

const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** How far below the screen the footer starts loading: it is there before the visitor reaches it. */
const LOAD_MARGIN = '800px 0px';

/**
 * The footer, whose code loads when the page is scrolled near it (at once on a short page), so the
 * first view of every page downloads none of it. Its landmark is there from the start, holding the
 * footer's space, so nothing moves when it arrives.
 */
export function DeferredFooter() {
  const placeholder = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const space = <footer ref={placeholder} className={styles.placeholder} aria-busy="true" />;
  return near ? <Suspense fallback={space}>{<Footer />}</Suspense> : space;
}
