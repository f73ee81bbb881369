import { useMemo } from 'react';
import { useSearchFacets } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { buildFacetRequest, type FilterValues, type SearchCriteria } from '@escapade/util-criteria';

/**
 * Facet counts for the draft as it would search, asked only while a filter panel is open. The query
 * cache is keyed by the request, so counts are fetched again only when the draft differs from one
 * already asked for (search-side.md section 4), and the last counts stay on screen meanwhile.
 */
export function useFacets(criteria: SearchCriteria, draft: FilterValues, enabled: boolean) {
  const market = useMarket();
  const body = useMemo(
    () => buildFacetRequest({ ...draft, lat: criteria.lat, lng: criteria.lng }, { flow: criteria.flow, locale: market.code, search: criteria }),
    [criteria, draft, market.code],
  );
  return useSearchFacets(body, { enabled });
}
