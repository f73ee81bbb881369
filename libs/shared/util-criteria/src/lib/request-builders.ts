import { distanceCriterion } from './distance-slider';
import { areHotelFiltersDisabled, facilitiesForRequest } from './filters';
import { nightsBetween } from './iso-date';
import { priceRequestKeys } from './price-slider';
import { formatLocation, normaliseCriteria } from './search-hash';
import { DESTINATION_KEYS, type FilterValues, type Flow, type IsoDate, type Locale, type Party, type Position, type SearchCriteria, type Sort } from './types';

/** A call to make: method, path relative to the API base, query and JSON body. */
export interface ApiRequest<TBody = undefined> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: TBody;
}

/** The spec does not show the facet call's path; this is ours. */
export const FACETS_PATH = '/search/facets.json';
export const OFFERS_PATH = '/offers.json';
export const ACTIVITY_ONLY_SEARCH_PATH = '/search/activity-only.json';
/** Packages per hotel in a stay or gift search. */
export const STAY_PACKAGES_PER_HOTEL = 1;
/** Packages per hotel in an activity-only search. */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;
/** Results of a fallback block. */
export const FALLBACK_RESULTS = 3;
/** Radius around the centre of an expanded destination in a fallback search. */
export const FALLBACK_EXPANDED_RADIUS_KM = 30;

type RequestValue = string | number | boolean | readonly (string | number)[];
type Fields = Readonly<Record<string, RequestValue>>;

function defined(fields: Readonly<Record<string, RequestValue | undefined>>): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, RequestValue] => entry[1] !== undefined && !(Array.isArray(entry[1]) && entry[1].length === 0),
    ),
  );
}

/** Criteria of the facet call, as search-side.md section 7 names them. */
export interface FacetCriterias {
  readonly hotelType?: readonly string[];
  readonly hotelEnvironment?: readonly string[];
  readonly hotelStyle?: readonly string[];
  /** Comma-joined. */
  readonly stars?: string;
  readonly minHotelReviewScore?: number;
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly singleVoucherPriceMin?: number;
  readonly singleVoucherPriceMax?: number;
  readonly facilities?: readonly string[];
  readonly petsAllowed?: true;
  readonly distanceMin?: number;
  readonly distanceMax?: number;
  readonly lat?: number;
  readonly lng?: number;
  /** Comma-joined activity ids. */
  readonly tags?: string;
}

/**
 * The facet call for a filter draft: stars and tags comma-joined, pets as petsAllowed, price keys by
 * flow, distance only when active with a known position, withActivities=true.
 */
export function buildFacetRequest(
  draft: FilterValues & Position,
  flow: Flow,
): ApiRequest<{ criterias: FacetCriterias; withActivities: true }> {
  const price = priceRequestKeys(flow);
  const distance = distanceCriterion(draft);
  const criterias = defined({
    hotelType: draft.hotelTypes,
    hotelEnvironment: draft.hotelEnvironments,
    hotelStyle: draft.hotelStyles,
    stars: draft.stars.length === 0 ? undefined : draft.stars.join(','),
    minHotelReviewScore: draft.hotelScore > 0 ? draft.hotelScore : undefined,
    [price.min]: draft.priceMin,
    [price.max]: draft.priceMax,
    ...facilitiesForRequest(draft.facilities),
    distanceMin: distance?.distanceMin,
    distanceMax: distance?.distanceMax,
    lat: draft.lat,
    lng: draft.lng,
    tags: draft.tags.length === 0 ? undefined : draft.tags.join(','),
  }) as FacetCriterias;
  return { method: 'POST', path: FACETS_PATH, body: { criterias, withActivities: true } };
}

/** Search criteria sent in request bodies, named as search-side.md section 3 names them. */
export type SearchCriterias = Fields;

/**
 * Request form of search criteria: section 3 names (a, b, c, s, city, cityId, theme…), pets as
 * petsAllowed, price keys by flow, distance only when active with a position, no hotel filters in the
 * hotel flow. Sort, page and flow travel beside it (orderBy, pagination, flowType).
 */
export function searchCriteriasOf(input: SearchCriteria): SearchCriterias {
  const criteria = normaliseCriteria(input);
  const price = priceRequestKeys(criteria.flow);
  const distance = distanceCriterion(criteria);
  const hotelFilters = areHotelFiltersDisabled(criteria.flow)
    ? {}
    : {
        hotelTypes: criteria.hotelTypes,
        hotelEnvironments: criteria.hotelEnvironments,
        hotelStyles: criteria.hotelStyles,
        stars: criteria.stars,
        hotelScore: criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
      };
  return defined({
    ...Object.fromEntries(DESTINATION_KEYS.map((key) => [key, criteria[key]])),
    cityId: criteria.cityId,
    theme: criteria.theme,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    a: criteria.travellers.adult,
    b: criteria.travellers.baby,
    c: criteria.travellers.child,
    s: criteria.travellers.singleRoom,
    lat: criteria.lat,
    lng: criteria.lng,
    distanceMin: distance?.distanceMin,
    distanceMax: distance?.distanceMax,
    ...hotelFilters,
    [price.min]: criteria.priceMin,
    [price.max]: criteria.priceMax,
    ...facilitiesForRequest(criteria.facilities),
    tags: criteria.tags,
    giftNights: criteria.giftNights,
    giftFormat: criteria.giftFormat,
    giftAdults: criteria.giftAdults,
  });
}

/** Offer type of a stay or gift search. */
export type OfferType = 'offer' | 'gift';

/** Body of the stay and gift search (POST /offers.json). */
export interface OffersSearchBody {
  readonly searchCriterias: SearchCriterias;
  readonly performMapSearch: false;
  readonly performGiftableSearch: boolean;
  readonly locale: Locale;
  readonly type: OfferType;
  readonly flowType: OfferType;
  readonly orderBy: Sort;
  readonly numberOfPackagesPerHotel: typeof STAY_PACKAGES_PER_HOTEL;
  readonly limit: number;
  readonly pagination: { readonly page: number };
  /** The results hash the search was made from. */
  readonly hash: string;
}

/**
 * The results page's stay or gift search: type and flowType 'gift' and a giftable search in gifting,
 * 'offer' otherwise; one package per hotel; the page size is the caller's constant.
 */
export function buildOffersSearchRequest(criteria: SearchCriteria, options: { readonly locale: Locale; readonly limit: number }): ApiRequest<OffersSearchBody> {
  const normalised = normaliseCriteria(criteria);
  const gifting = normalised.flow === 'gifting';
  const type: OfferType = gifting ? 'gift' : 'offer';
  return {
    method: 'POST',
    path: OFFERS_PATH,
    body: {
      searchCriterias: searchCriteriasOf(normalised),
      performMapSearch: false,
      performGiftableSearch: gifting,
      locale: options.locale,
      type,
      flowType: type,
      orderBy: normalised.sort,
      numberOfPackagesPerHotel: STAY_PACKAGES_PER_HOTEL,
      limit: options.limit,
      pagination: { page: normalised.page },
      hash: formatLocation(normalised).hash.replace(/^#/, ''),
    },
  };
}

/** Body of the map search (POST /offers.json with performMapSearch). */
export interface MapSearchBody {
  readonly searchCriterias: SearchCriterias;
  readonly performMapSearch: true;
  readonly performGiftableSearch: boolean;
  readonly locale: Locale;
}

/** The map's markers search: the same criteria with performMapSearch, no pagination. */
export function buildMapSearchRequest(criteria: SearchCriteria, options: { readonly locale: Locale }): ApiRequest<MapSearchBody> {
  return {
    method: 'POST',
    path: OFFERS_PATH,
    body: {
      searchCriterias: searchCriteriasOf(criteria),
      performMapSearch: true,
      performGiftableSearch: criteria.flow === 'gifting',
      locale: options.locale,
    },
  };
}

/** What the hotel page asks for its packages. */
export interface HotelPackagesInput {
  readonly hotelId: string;
  readonly party: Party;
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly locale: Locale;
  readonly flow: Flow;
  readonly numberOfPackagesPerHotel: number;
  readonly searchProvider?: string;
}

/** Body of a hotel's packages search (POST /offers.json). */
export interface HotelPackagesBody {
  readonly locale: Locale;
  readonly orderBy: 'priceAsc';
  readonly searchCriterias: SearchCriterias;
  readonly numberOfPackagesPerHotel: number;
  readonly searchProvider?: string;
  readonly type?: 'gift';
}

/** A hotel's packages: hotelId, adult, child, baby, checkin and night, cheapest first, gift type in gifting. */
export function buildHotelPackagesRequest(input: HotelPackagesInput): ApiRequest<HotelPackagesBody> {
  const night = input.checkin !== undefined && input.checkout !== undefined ? nightsBetween(input.checkin, input.checkout) : undefined;
  const body: HotelPackagesBody = {
    locale: input.locale,
    orderBy: 'priceAsc',
    searchCriterias: defined({
      hotelId: input.hotelId,
      adult: input.party.adult,
      child: input.party.child,
      baby: input.party.baby,
      checkin: night === undefined ? undefined : input.checkin,
      night,
    }),
    numberOfPackagesPerHotel: input.numberOfPackagesPerHotel,
    ...(input.searchProvider === undefined ? {} : { searchProvider: input.searchProvider }),
    ...(input.flow === 'gifting' ? { type: 'gift' as const } : {}),
  };
  return { method: 'POST', path: OFFERS_PATH, body };
}

function asQuery(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));
}

/**
 * A fallback block (GET /offers.json): 3 results, no page model; an expanded destination searches 30 km
 * around its centre.
 */
export function buildFallbackSearchRequest(
  criteria: SearchCriteria,
  options: { readonly locale: Locale; readonly expandedDestination?: boolean },
): ApiRequest {
  const normalised = normaliseCriteria(criteria);
  const expanded =
    options.expandedDestination === true && normalised.lat !== undefined
      ? normaliseCriteria({ ...normalised, distanceMin: undefined, distanceMax: FALLBACK_EXPANDED_RADIUS_KM })
      : normalised;
  return {
    method: 'GET',
    path: OFFERS_PATH,
    query: asQuery({
      ...searchCriteriasOf(expanded),
      orderBy: expanded.sort,
      limit: FALLBACK_RESULTS,
      fetchPageModel: false,
      locale: options.locale,
    }),
  };
}

/** A hotel's current offers (for the not-found page): one result, no page model. */
export function buildHotelOffersLookupRequest(hotelId: string, locale: Locale): ApiRequest {
  return { method: 'GET', path: OFFERS_PATH, query: { hotelId, fetchPageModel: 'false', limit: '1', locale } };
}

/** Body of the activity-only search. */
export interface ActivityOnlySearchBody {
  readonly criteria: SearchCriterias;
  readonly limit: number;
  readonly locale: Locale;
  readonly numberOfPackagesPerHotel: typeof ACTIVITY_PACKAGES_PER_HOTEL;
  readonly page: number;
}

/** The activity-only search (POST /search/activity-only.json): 20 packages per hotel, zero-based page. */
export function buildActivityOnlySearchRequest(
  criteria: SearchCriteria,
  options: { readonly locale: Locale; readonly limit: number },
): ApiRequest<ActivityOnlySearchBody> {
  return {
    method: 'POST',
    path: ACTIVITY_ONLY_SEARCH_PATH,
    body: {
      criteria: searchCriteriasOf({ ...criteria, flow: 'activity' }),
      limit: options.limit,
      locale: options.locale,
      numberOfPackagesPerHotel: ACTIVITY_PACKAGES_PER_HOTEL,
      page: normaliseCriteria(criteria).page,
    },
  };
}

/** What the possible-nights lookup needs: the party, or a length instead. */
export interface PackageCheckoutNightsInput {
  /** The weekend (product) id, or the site, as the path segment. */
  readonly weekendId: string;
  readonly checkin: IsoDate;
  readonly pax: Party | { readonly length: number };
  readonly locale: Locale;
  readonly multiOffer?: boolean;
  /** The calling client; 'msite' when not given. */
  readonly client?: string;
  readonly minisite?: string | number;
}

/** The possible check-out nights after a check-in (GET weekend/{id}/packageCheckoutNights.json). */
export function buildPackageCheckoutNightsRequest(input: PackageCheckoutNightsInput): ApiRequest {
  const pax = 'length' in input.pax ? { length: input.pax.length } : { adult: input.pax.adult, child: input.pax.child, baby: input.pax.baby };
  return {
    method: 'GET',
    path: `/weekend/${encodeURIComponent(input.weekendId)}/packageCheckoutNights.json`,
    query: asQuery(
      defined({
        checkin: input.checkin,
        ...pax,
        locale: input.locale,
        multiOffer: input.multiOffer,
        client: input.client ?? 'msite',
        minisite: input.minisite,
      }),
    ),
  };
}
