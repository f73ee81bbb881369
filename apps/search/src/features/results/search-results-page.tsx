import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_PAGE_LIMIT } from '@escapade/api-contract';
import { useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildOffersSearchRequest, DESTINATION_KEYS, removeAllFilters } from '@escapade/util-criteria';
import { ResultsFilters } from '../filters/results-filters';
import { OfferResults } from './offer-results';
import { NoResults, ResultsError, ResultsSkeleton } from './results-feedback';
import { resultsMessages } from './results-messages';
import { SortSelect } from './sort-select';
import { useSearchLocation } from './use-search-location';
import styles from './results.module.css';

/** Results per page: the contract's default page, a multiple of the 3-column grid. */
export const RESULTS_PAGE_SIZE = DEFAULT_PAGE_LIMIT;

/**
 * The stay results page (booking, gifting and hotel flows): the criteria come from the URL, the
 * results from the offers search; sorting, paging and clearing filters are new URLs, so back and
 * forward replay them from the query cache.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const market = useMarket();
  const { criteria, go, hrefOf } = useSearchLocation();
  const body = useMemo(() => buildOffersSearchRequest(criteria, { locale: market.code, limit: RESULTS_PAGE_SIZE }), [criteria, market.code]);
  const search = useSearchOffers(body);
  // The place as the API names it once the reply is in; the URL's own value until then.
  const destination = search.data?.searchDetails.destination?.label ?? DESTINATION_KEYS.map((key) => criteria[key]).find((value) => value !== undefined);
  const adults = criteria.travellers.adult;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(resultsMessages.title)}</h1>
      <p role="status" className={styles.summary}>
        {destination === undefined ? intl.formatMessage(resultsMessages.summaryAnywhere, { adults }) : intl.formatMessage(resultsMessages.summary, { destination, adults })}
      </p>
      <div className={styles.actions}>
        <ResultsFilters criteria={criteria} onSearch={go} />
        <SortSelect criteria={criteria} onSearch={go} className={styles.sort} />
      </div>
      {search.data ? (
        search.data.resultsCount === 0 ? (
          <NoResults onRemoveFilters={() => go(removeAllFilters(criteria))} />
        ) : (
          <OfferResults reply={search.data} criteria={criteria} pageSize={RESULTS_PAGE_SIZE} refreshing={search.isPlaceholderData} onSearch={go} hrefOf={hrefOf} />
        )
      ) : search.isError ? (
        <ResultsError onRetry={() => void search.refetch()} />
      ) : (
        <ResultsSkeleton count={6} />
      )}
    </div>
  );
}
