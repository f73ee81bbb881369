import { useState, type ReactNode } from 'react';
import { ChevronRight, Ellipsis } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './breadcrumb.module.css';

const messages = defineMessages({
  label: { id: 'ui.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  showAll: {
    id: 'ui.breadcrumb.showAll',
    defaultMessage: 'Show the full path',
  },
});

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omitted for the current page, the last item. */
  href?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  /** Short mode (mobile) collapses the middle items when there are more than 2 (spec). */
  short?: boolean;
  className?: string;
}

/** Where the page sits in the site (APG breadcrumb); short mode keeps only both ends, expandable. */
export function Breadcrumb({ items, short = false, className }: BreadcrumbProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const collapsed = short && !expanded && items.length > 2;
  const shown: Array<BreadcrumbItem | 'more'> = collapsed ? [items[0], 'more', items[items.length - 1]] : items;
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={className}>
      <ol className={styles.list}>
        {shown.map((item, index) => {
          const isLast = index === shown.length - 1;
          return (
            <li key={index} className={styles.item}>
              {item === 'more' ? (
                <button type="button" aria-label={intl.formatMessage(messages.showAll)} onClick={() => setExpanded(true)} className={styles.more}>
                  <Ellipsis aria-hidden />
                </button>
              ) : isLast ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span>{item.label}</span>
              )}
              {isLast ? null : <ChevronRight aria-hidden className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
