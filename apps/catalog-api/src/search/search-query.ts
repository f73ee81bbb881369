import type { MarketCode } from '@escapade/util-market';
import type { CatalogLanguage } from '../catalog/catalog-snapshot';
import type { Party } from './stay-price';

/** Sorts of the results page, as the spec names them. */
export type OfferSort = 'priceQuality' | 'distance' | 'promo' | 'priceAsc' | 'popularity' | 'svPriceDesc' | 'svPriceAsc';

/** Where the visitor wants to go: a known place, one hotel, or a point with a radius. */
export type Destination = { kind: 'place'; placeId: number } | { kind: 'hotel'; hotelId: number } | { kind: 'point'; latitude: number; longitude: number };

/** The filters of search-side.md, with prices in cents and distances in kilometres. */
export interface OfferFilters {
  hotelTypes: readonly string[];
  hotelEnvironments: readonly string[];
  hotelStyles: readonly string[];
  stars: readonly number[];
  minHotelReviewScore: number | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Facility values other than 'pets'; values of this filter combine with OR. */
  facilities: readonly string[];
  /** The 'pets' facility chosen (the spec sends it as petsAllowed=true): one more value of `facilities`. */
  petsAllowed: boolean;
  /** Activity type ids. */
  tags: readonly number[];
  distanceMin: number | null;
  distanceMax: number | null;
}

export const NO_FILTERS: OfferFilters = {
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  minHotelReviewScore: null,
  priceMin: null,
  priceMax: null,
  facilities: [],
  petsAllowed: false,
  tags: [],
  distanceMin: null,
  distanceMax: null,
};

/**
 * One search over weekend offers, already validated and normalised by the route: stays
 * (`flowType` offer) are priced for the party and dates, gifts (`gift`) by their voucher price list.
 */
export interface OfferSearchQuery {
  market: MarketCode;
  language: CatalogLanguage;
  flowType: 'offer' | 'gift';
  destination: Destination | null;
  /** Origin of distances (distance filter and sort): the criteria's lat/lng, else the destination's point. */
  origin: { latitude: number; longitude: number } | null;
  themeId: number | null;
  checkin: string | null;
  nights: number;
  party: Party;
  giftNights: number | null;
  filters: OfferFilters;
  orderBy: OfferSort;
  page: number;
  limit: number;
  numberOfPackagesPerHotel: number;
}
