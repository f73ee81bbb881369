import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchActivityOnly } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildActivityOnlySearchRequest } from '@escapade/util-criteria';
import { ResultsFilters } from '../filters/results-filters';
import { InlinePromoSlot } from '../search-content';
import { ResultActivityCard } from './result-activity-card';
import { SearchSummaryBar } from '../search-box/search-summary-bar';
import { ResultsHeading } from './results-heading';
import { resultsMessages } from './results-messages';
import { destinationLabel, ResultsView } from './results-view';
import { RESULTS_PAGE_SIZE } from './results-requests';
import { useSearchLocation } from './use-search-location';
import styles from './results.module.css';

/**
 * The activity-only results page: day activities without a hotel night, priced per person for the
 * participants of the search, filtered by activities and price (the filters of the activity flow).
 */
export function ActivityResultsPage() {
  const intl = useIntl();
  const market = useMarket();
  const { criteria, go, hrefOf } = useSearchLocation('activity');
  const body = useMemo(() => buildActivityOnlySearchRequest(criteria, { locale: market.code, limit: RESULTS_PAGE_SIZE }), [criteria, market.code]);
  const search = useSearchActivityOnly(body);
  const participants = criteria.travellers.adult;
  const destination = destinationLabel(criteria, search.data);
  return (
    <div className={styles.page}>
      <ResultsHeading title={resultsMessages.activitiesTitle} destination={destination} party={intl.formatMessage(resultsMessages.participants, { count: participants })} />
      <SearchSummaryBar criteria={criteria} destination={destination} theme={search.data?.searchDetails.theme?.name} />
      <div className={styles.actions}>
        <ResultsFilters criteria={criteria} onSearch={go} />
      </div>
      <ResultsView
        search={search}
        criteria={criteria}
        pageSize={RESULTS_PAGE_SIZE}
        onSearch={go}
        hrefOf={hrefOf}
        keyOf={(match) => match.id}
        cardInputs={`${participants} ${hrefOf('')}`}
        renderCard={(match, onSelect, firstRow) => <ResultActivityCard match={match} context={{ participants, hrefOf }} onSelect={onSelect} priority={firstRow} />}
        renderBetween={(slot) => <InlinePromoSlot slot={slot} criteria={criteria} hrefOf={hrefOf} />}
        listName="search_activity"
        itemOf={(match, index) => ({ id: match.id, name: match.label, category: 'activity', index })}
      />
    </div>
  );
}
