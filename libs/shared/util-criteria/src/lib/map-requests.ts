import type { OffersSearchBody } from './request-builders';

// The map's calls are derived from the results page's own search body, so the map (loaded when it
// opens) needs none of the criteria code the page already bundles.

/** Body of the map's markers search: the results page's search with performMapSearch, no pagination. */
export function buildMapSearchRequest(search: OffersSearchBody): OffersSearchBody {
  return {
    searchCriterias: search.searchCriterias,
    performMapSearch: true,
    performGiftableSearch: search.performGiftableSearch,
    locale: search.locale,
  };
}

/**
 * Body of the card of one hotel marked on the map, off the page shown: the search as it stands
 * (dates, party, filters, sort), narrowed to that hotel, its best offer only and no page model.
 */
export function buildMapMarkerCardRequest(search: OffersSearchBody, hotelId: number): OffersSearchBody {
  return { ...search, searchCriterias: { ...search.searchCriterias, hotelId }, limit: 1, pagination: { page: 0, limit: 1 }, fetchPageModel: false };
}
