import type { HotelDetail } from '@escapade/api-contract';
import type { CatalogLanguage, Hotel } from '../../catalog/catalog-snapshot';
import type { HotelFacts } from '../../catalog/product-pages';
import type { CatalogSearch } from '../../search/catalog-search';
import { hotelSummary } from '../search/search-mapping';

/** Facility values in the catalog's facet order, labelled in the page's language. */
function facilityLabels(catalog: CatalogSearch, kind: 'facility' | 'ecoFacility', values: readonly string[], language: CatalogLanguage): string[] {
  return [...values].sort((a, b) => catalog.attributePosition(kind, a) - catalog.attributePosition(kind, b)).map((value) => catalog.attributeLabel(kind, value, language));
}

/** A hotel as the product and hotel pages show it: a card's summary and its stored facts, labelled in the page's language. */
export function hotelDetail(catalog: CatalogSearch, hotel: Hotel, facts: HotelFacts, language: CatalogLanguage): HotelDetail {
  return {
    ...hotelSummary(catalog, hotel, language),
    description: facts.description,
    highlightedFacilities: facilityLabels(catalog, 'facility', facts.highlightedFacilities, language),
    facilities: facilityLabels(catalog, 'facility', facts.facilities, language),
    ecoFacilities: facilityLabels(catalog, 'ecoFacility', facts.ecoFacilities, language),
    checkInOut: { checkin: facts.checkinTime, checkout: facts.checkoutTime },
    policy: {
      petsAllowed: facts.petsAllowed,
      petsPrice: facts.petsPrice,
      petsMaxWeight: facts.petsMaxWeight,
      petsMaxNumberOfPets: facts.petsMaxNumberOfPets,
    },
    localTax: facts.localTax,
  };
}
