import type { MarketCode } from '@escapade/util-market';
import { buildOffersSearchRequest, searchCriteriasOf, type OffersSearchBody } from './request-builders';
import type { SearchCriteria } from './types';

// The map's calls live apart from the results page's: only the map, loaded when it opens, bundles them.

/** Body of the map's markers search: the same criteria with performMapSearch, no pagination. */
export function buildMapSearchRequest(criteria: SearchCriteria, options: { readonly locale: MarketCode }): OffersSearchBody {
  return {
    searchCriterias: searchCriteriasOf(criteria),
    performMapSearch: true,
    performGiftableSearch: criteria.flow === 'gifting',
    locale: options.locale,
  };
}

/**
 * Body of the card of one hotel marked on the map, off the page shown: the search as it stands
 * (dates, party, filters, sort), narrowed to that hotel, its best offer only and no page model.
 */
export function buildMapMarkerCardRequest(criteria: SearchCriteria, hotelId: number, options: { readonly locale: MarketCode }): OffersSearchBody {
  const search = buildOffersSearchRequest({ ...criteria, page: 0 }, { locale: options.locale, limit: 1 });
  return { ...search, searchCriterias: { ...search.searchCriterias, hotelId }, fetchPageModel: false };
}
