import { useIntl } from 'react-intl';
import type { OfferCard } from '@escapade/api-contract';
import { searchOffersQueryOptions, useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { productUrlFor } from '@escapade/util-criteria';
import { ResultsFilters } from '../filters/results-filters';
import { MapButton } from '../map';
import { BelowFold, InlinePromoSlot, SeoText } from '../search-content';
import { FallbackBlock } from './fallback-block';
import { ResultOfferCard } from './result-offer-card';
import { SearchSummaryBar } from '../search-box/search-summary-bar';
import { ResultsHeading } from './results-heading';
import { destinationLabel, ResultsView } from './results-view';
import { resultsMessages } from './results-messages';
import { SortSelect } from './sort-select';
import { RESULTS_PAGE_SIZE, useStayResultsRequest } from './results-requests';
import styles from './results.module.css';

const NO_CARDS: readonly OfferCard[] = [];

/**
 * The stay results page (booking, gifting and hotel flows): the criteria come from the URL, the
 * results from the offers search; sorting, paging and clearing filters are new URLs, so back and
 * forward replay them from the query cache.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const market = useMarket();
  const { criteria, go, hrefOf, body } = useStayResultsRequest();
  const search = useSearchOffers(body);
  const destination = destinationLabel(criteria, search.data);
  return (
    <div className={styles.page}>
      <ResultsHeading title={resultsMessages.title} destination={destination} party={intl.formatMessage(resultsMessages.adults, { count: criteria.travellers.adult })} />
      <SearchSummaryBar criteria={criteria} destination={destination} theme={search.data?.searchDetails.theme?.name} />
      <div className={styles.actions}>
        <ResultsFilters criteria={criteria} onSearch={go} />
        <MapButton
          criteria={criteria}
          search={body}
          offersQuery={searchOffersQueryOptions}
          cards={search.data?.exactMatches ?? NO_CARDS}
          renderPreview={(card) => <ResultOfferCard card={card} context={{ criteria, market: market.code, hrefOf }} />}
          onSearch={go}
        />
        <SortSelect criteria={criteria} onSearch={go} />
      </div>
      <ResultsView
        search={search}
        criteria={criteria}
        pageSize={RESULTS_PAGE_SIZE}
        onSearch={go}
        hrefOf={hrefOf}
        keyOf={(card) => card.id}
        cardInputs={`${market.code} ${hrefOf('')} ${criteria.flow} ${productUrlFor('', criteria)}`}
        renderCard={(card, onSelect, firstRow) => <ResultOfferCard card={card} context={{ criteria, market: market.code, hrefOf }} onSelect={onSelect} priority={firstRow} />}
        renderBetween={(slot) => <InlinePromoSlot slot={slot} criteria={criteria} hrefOf={hrefOf} />}
        listName={`search_${criteria.flow}`}
        itemOf={(card, index) => ({ id: card.id, name: card.label, category: criteria.flow === 'gifting' ? 'gift' : 'weekend', priceCents: card.sellPrice, index })}
      />
      {search.data ? <FallbackBlock criteria={criteria} reply={search.data} hrefOf={hrefOf} /> : null}
      {search.data ? (
        <BelowFold>
          <SeoText criteria={criteria} />
        </BelowFold>
      ) : null}
    </div>
  );
}
