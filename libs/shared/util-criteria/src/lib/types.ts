import { FLOWS as CONTRACT_FLOWS, GIFT_FORMATS as CONTRACT_GIFT_FORMATS, ORDER_BY, type Flow, type GiftFormat, type OrderBy } from '@escapade/api-contract';
import type { IsoDate } from '@escapade/util-market';

/** The four search flows of both specs (section 3, enums): the contract's. */
export type { Flow, GiftFormat };
/** Every flow, for validating values read from a URL. */
export const FLOWS: readonly Flow[] = CONTRACT_FLOWS;
/** A results page without a flow in its query string is a booking search. */
export const DEFAULT_FLOW: Flow = 'booking';
/** Flows of the product page (in its query string): a stay is booked or given. */
export type ProductFlow = Extract<Flow, 'booking' | 'gifting'>;
export const PRODUCT_FLOWS: readonly ProductFlow[] = ['booking', 'gifting'];

/** Sort keys of search-side.md section 5 (the contract's `orderBy`), in the order the sort drawer lists them. */
export type Sort = OrderBy;
/** Every sort key, in drawer order. */
export const SORTS: readonly Sort[] = ORDER_BY;
/** priceQuality is always offered and is the default. */
export const DEFAULT_SORT: Sort = 'priceQuality';

/** Every gift voucher format (`giftFormat`). */
export const GIFT_FORMATS: readonly GiftFormat[] = CONTRACT_GIFT_FORMATS;

/** Party size as the product, hotel and checkout hashes hold it (a, c, b). */
export interface Party {
  readonly adult: number;
  readonly child: number;
  readonly baby: number;
}

/** Travellers of the search box, stored in the results hash as a, c, b, s. */
export interface Travellers extends Party {
  readonly singleRoom: boolean;
}

/** Gift parameters of the gifting flow. */
export interface GiftParameters {
  readonly giftNights?: number;
  readonly giftFormat?: GiftFormat;
  readonly giftAdults?: number;
}

/** Destination hash keys of the results page, in the spec's order. */
export const DESTINATION_KEYS = ['city', 'country', 'department', 'region', 'touristicregion', 'poi', 'searesort', 'skiresort', 'hotel'] as const;
export type DestinationKey = (typeof DESTINATION_KEYS)[number];
export type Destination = { readonly [K in DestinationKey]?: string };

/** Geographic position of the search (lat and lng travel together). */
export interface Position {
  readonly lat?: number;
  readonly lng?: number;
}

/** The filters of search-side.md section 3 that have a draft and an applied state. */
export interface FilterValues {
  /** Hotel type names. */
  readonly hotelTypes: readonly string[];
  /** Hotel environment keys. */
  readonly hotelEnvironments: readonly string[];
  /** Hotel style names. */
  readonly hotelStyles: readonly string[];
  /** Hotel classes (1–5). */
  readonly stars: readonly number[];
  /** Minimum rating; 0 means none. */
  readonly hotelScore: number;
  /** Cents. */
  readonly priceMin?: number;
  /** Cents. */
  readonly priceMax?: number;
  /** Facility values; 'pets' is sent as petsAllowed. */
  readonly facilities: readonly string[];
  /** Kilometres. */
  readonly distanceMin?: number;
  /** Kilometres. */
  readonly distanceMax?: number;
  /** Activity ids. */
  readonly tags: readonly string[];
}

/** Filters cleared: what a results page without filter keys means. */
export const EMPTY_FILTERS: FilterValues = {
  hotelTypes: [],
  hotelEnvironments: [],
  hotelStyles: [],
  stars: [],
  hotelScore: 0,
  facilities: [],
  tags: [],
};

/** Every filter cleared, the optional ends (price, distance) included as undefined, so spreading it over criteria removes them all. */
export const NO_FILTERS: FilterValues = { ...EMPTY_FILTERS, priceMin: undefined, priceMax: undefined, distanceMin: undefined, distanceMax: undefined };

/** Search criteria of the results page: hash keys plus page and flow from the query string. */
export interface SearchCriteria extends Destination, Position, FilterValues, GiftParameters {
  readonly flow: Flow;
  /** Zero-based. */
  readonly page: number;
  /** Set by the destination selector for requests; not a hash key, so the location does not keep it. */
  readonly cityId?: string;
  /** Theme id. */
  readonly theme?: number;
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly travellers: Travellers;
  readonly sort: Sort;
  /** The partner mini-site the search was started from (its `minisiteId`), in the query string next to the flow. */
  readonly minisite?: number;
}

/** A location split the way the browser gives it: `?query` and `#hash` (either may be empty). */
export interface LocationParts {
  readonly search: string;
  readonly hash: string;
}

/** A value whose fields may hold anything: what normalisers accept. */
export type Loose<T> = { readonly [K in keyof T]?: unknown };
