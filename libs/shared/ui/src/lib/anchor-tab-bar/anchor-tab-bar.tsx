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
  /**
   * Space left above a section, scrolled to by script. Without it the bar scrolls with
   * `scrollIntoView` and the sections' own CSS `scroll-margin-top` sets the space, so a page keeps
   * its offsets in its stylesheet, per layout.
   */
  offset?: AnchorOffset;
  'aria-label'?: string;
  className?: string;
}

/** Where a section must scroll to so that it sits just under the sticky bars. */
export function anchorScrollTop(section: Element, offset: number): number {
  return Math.max(0, section.getBoundingClientRect().top + window.scrollY - offset);
}

/** The space a section's stylesheet leaves above it when scrolled to (`scroll-margin-top`), in pixels. */
function scrollMarginOf(section: Element): number {
  return Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
}

/**
 * In-page navigation between the sections of a page: a link per section, the section in view marked
 * `aria-current` as the visitor scrolls. It scrolls with the page's offset and never writes the
 * location hash, which belongs to the search criteria.
 */
export function AnchorTabBar({ items, offset, 'aria-label': label, className }: AnchorTabBarProps) {
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pixels = offset === undefined ? undefined : typeof offset === 'number' ? offset : mobile ? offset.mobile : offset.desktop;
  const [active, setActive] = useState(items[0]?.id);
  const ids = items.map((item) => item.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const sections = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    if (sections.length === 0) return undefined;
    // A section counts as in view once its top passes under the bars, until it leaves the upper 40 % of the
    // screen; of those in view, the first of the page is marked (one entering below does not take over).
    const top = pixels ?? scrollMarginOf(sections[0]);
    const inView = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        const first = sections.find((section) => inView.has(section));
        if (first) setActive(first.id);
      },
      { rootMargin: `-${top + 1}px 0px -60% 0px` },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [ids, pixels, mobile]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    setActive(id);
    const behavior = reducedMotion ? 'auto' : 'smooth';
    if (pixels === undefined) section.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: anchorScrollTop(section, pixels), behavior });
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
