import type { SearchContentQuery } from '@escapade/api-contract';
import { useSearchContent } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { destinationOf, type SearchCriteria } from '@escapade/util-criteria';

/** The content call of a results page: its market, flow and destination as the hash names it. */
export function searchContentQuery(criteria: SearchCriteria, locale: SearchContentQuery['locale']): SearchContentQuery {
  const destination = destinationOf(criteria);
  return { locale, flow: criteria.flow, ...(destination === undefined ? {} : { [destination.key]: destination.value }) };
}

/** The results page's CMS content: its promo blocks and its destination's text come in one call. */
export function useSearchPageContent(criteria: SearchCriteria) {
  const market = useMarket();
  return useSearchContent(searchContentQuery(criteria, market.code));
}
