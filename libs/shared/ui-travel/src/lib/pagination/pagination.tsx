import type { MouseEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { classNames } from '../internal/class-names';
import { paginationItems, paginationRange } from './pagination-items';
import styles from './pagination.module.css';

const messages = defineMessages<{
  navigation: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  legend: { from: number; to: number; total: number };
}>({
  navigation: { id: 'travel.pagination.navigation', defaultMessage: 'Pagination' },
  previous: { id: 'travel.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'travel.pagination.next', defaultMessage: 'Next' },
  page: { id: 'travel.pagination.page', defaultMessage: 'Page {page}' },
  legend: { id: 'travel.pagination.legend', defaultMessage: '{from} - {to} results of {total}' },
});

export interface PaginationProps {
  /** Zero-based, as the `page` query parameter. */
  page: number;
  pageSize: number;
  totalResults: number;
  /** Address of a zero-based page, keeping the flow and the query keys the page wants kept. */
  hrefForPage: (page: number) => string;
  /** Client-side navigation; call `event.preventDefault()` to stop the browser following the link. */
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/**
 * Result pages as real links (crawlable, open in a new tab), numbered compactly for under 10,
 * under 100 and more pages, with the 'from - to results of total' legend.
 */
export function Pagination({ page, pageSize, totalResults, hrefForPage, onPageChange, className }: PaginationProps) {
  const intl = useIntl();
  const pageCount = pageSize > 0 ? Math.ceil(totalResults / pageSize) : 0;
  if (pageCount === 0) return null;
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const { from, to } = paginationRange(current, pageSize, totalResults);
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => onPageChange?.(target, event);
  const number = (value: number) => intl.formatNumber(value);
  return (
    <nav aria-label={intl.formatMessage(messages.navigation)} className={classNames(styles.root, className)}>
      <p className={styles.legend}>{intl.formatMessage(messages.legend, { from, to, total: totalResults })}</p>
      {pageCount > 1 ? (
        <ul className={styles.list}>
          <li>
            {current > 0 ? (
              <a href={hrefForPage(current - 1)} rel="prev" onClick={follow(current - 1)} className={styles.step}>
                <ChevronLeft aria-hidden className={styles.icon} />
                {intl.formatMessage(messages.previous)}
              </a>
            ) : (
              <span aria-disabled="true" className={classNames(styles.step, styles.disabled)}>
                <ChevronLeft aria-hidden className={styles.icon} />
                {intl.formatMessage(messages.previous)}
              </span>
            )}
          </li>
          {paginationItems(current, pageCount).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} aria-hidden className={styles.gap}>
                …
              </li>
            ) : (
              <li key={item.page}>
                <a
                  href={hrefForPage(item.page)}
                  aria-current={item.page === current ? 'page' : undefined}
                  aria-label={intl.formatMessage(messages.page, { page: item.page + 1 })}
                  onClick={follow(item.page)}
                  className={classNames(styles.page, item.page === current && styles.current)}
                >
                  {number(item.page + 1)}
                </a>
              </li>
            ),
          )}
          <li>
            {current < pageCount - 1 ? (
              <a href={hrefForPage(current + 1)} rel="next" onClick={follow(current + 1)} className={styles.step}>
                {intl.formatMessage(messages.next)}
                <ChevronRight aria-hidden className={styles.icon} />
              </a>
            ) : (
              <span aria-disabled="true" className={classNames(styles.step, styles.disabled)}>
                {intl.formatMessage(messages.next)}
                <ChevronRight aria-hidden className={styles.icon} />
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
