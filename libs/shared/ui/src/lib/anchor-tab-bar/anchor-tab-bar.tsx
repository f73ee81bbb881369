import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MOBILE_MEDIA_QUERY } from '../internal/breakpoints';
import { classNames } from '../internal/class-names';
import { useMediaQuery } from '../internal/use-media-query';
import styles from './anchor-tab-bar.module.css';

const messages = defineMessages({
  label: { id: 'ui.anchorTabBar.label', defaultMessage: 'On this page' },
});

export interface AnchorTabItem {
  /** Id of the section element the entry scrolls to. */
  id: string;
  label: ReactNode;
}

/** Space left above a section once scrolled to, for the sticky bars (spec: 30/70, 70/100, 88 px). */
export type AnchorOffset = number | { mobile: number; desktop: number };

export interface AnchorTabBarProps {
  items: AnchorTabItem[];
  offset?: AnchorOffset;
  'aria-label'?: string;
  className?: string;
}

/** Where a section must scroll to so that it sits just under the sticky bars. */
export function anchorScrollTop(section: Element, offset: number): number {
  return Math.max(0, section.getBoundingClientRect().top + window.scrollY - offset);
}

/**
 * In-page navigation between the sections of a page. It scrolls with the page's offset and never
 * writes the location hash, which belongs to the search criteria.
 */
export function AnchorTabBar({ items, offset = 0, 'aria-label': label, className }: AnchorTabBarProps) {
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pixels = typeof offset === 'number' ? offset : mobile ? offset.mobile : offset.desktop;
  const [active, setActive] = useState(items[0]?.id);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setActive(visible.target.id);
      },
      { rootMargin: `-${pixels + 1}px 0px -60% 0px` },
    );
    for (const item of items) {
      const section = document.getElementById(item.id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [items, pixels]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    setActive(id);
    window.scrollTo({
      top: anchorScrollTop(section, pixels),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  return (
    <nav aria-label={label ?? intl.formatMessage(messages.label)} className={classNames(styles.root, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} aria-current={item.id === active ? 'location' : undefined} onClick={(event) => go(event, item.id)} className={styles.link}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
