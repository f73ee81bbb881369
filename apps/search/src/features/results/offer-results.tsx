import { useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { OffersSearchReply } from '@escapade/api-contract';
import { useMarket } from '@escapade/i18n';
import { OfferCard, Pagination } from '@escapade/ui-travel';
import { changePage, searchUrl, type SearchCriteria, type SearchNavigation } from '@escapade/util-criteria';
import { offerCardProps } from './offer-card-props';
import { resultsMessages } from './results-messages';
import styles from './results.module.css';

export interface OfferResultsProps {
  readonly reply: OffersSearchReply;
  readonly criteria: SearchCriteria;
  readonly pageSize: number;
  /** True while the next criteria load and these results stay on screen. */
  readonly refreshing: boolean;
  readonly onSearch: (navigation: SearchNavigation) => void;
  readonly hrefOf: (path: string) => string;
}

/** The result-count header, the grid of cards and the pagination of one page of results. */
export function OfferResults({ reply, criteria, pageSize, refreshing, onSearch, hrefOf }: OfferResultsProps) {
  const intl = useIntl();
  const market = useMarket();
  const heading = useRef<HTMLHeadingElement>(null);
  const destination = reply.searchDetails.destination?.label;
  const count = reply.resultsCount;
  const openPage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSearch(changePage(criteria, page));
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  };
  return (
    <section aria-labelledby="results-count" aria-busy={refreshing} className={refreshing ? styles.refreshing : undefined}>
      <h2 id="results-count" ref={heading} tabIndex={-1} className={styles.count}>
        {destination === undefined ? intl.formatMessage(resultsMessages.count, { count }) : intl.formatMessage(resultsMessages.countIn, { count, destination })}
      </h2>
      <ul aria-label={intl.formatMessage(resultsMessages.list)} className={styles.grid}>
        {reply.exactMatches.map((card) => (
          <li key={card.id}>
            <OfferCard {...offerCardProps(card, { criteria, market: market.code, hrefOf })} />
          </li>
        ))}
      </ul>
      <Pagination
        page={criteria.page}
        pageSize={pageSize}
        totalResults={count}
        hrefForPage={(page) => hrefOf(searchUrl({ ...criteria, page }))}
        onPageChange={openPage}
        className={styles.pagination}
      />
    </section>
  );
}
