// Builders give what a call sends (body, query, path parameters) in the contract's types; method and
// path are the contract's `ENDPOINTS`, read by data-access-api, which makes the call.
import type {
  ACTIVITY_PACKAGES_PER_HOTEL as CONTRACT_ACTIVITY_PACKAGES_PER_HOTEL,
  BodyInputOf,
  BodyOf,
  FALLBACK_RESULTS as CONTRACT_FALLBACK_RESULTS,
  ParamsInputOf,
  QueryOf,
} from '@escapade/api-contract';
import { daysBetween, type IsoDate, type MarketCode } from '@escapade/util-market';
import { distanceCriterion } from './distance-slider';
import { filterValuesOf } from './filter-draft';
import { areHotelFiltersDisabled, facilitiesForRequest } from './filters';
import { defaultCriteria, formatLocation, normaliseCriteria } from './search-hash';
import { DESTINATION_KEYS, NO_FILTERS, type DestinationKey, type FilterValues, type Flow, type Party, type Position, type SearchCriteria } from './types';

/** Packages per hotel in a stay or gift search. */
export const STAY_PACKAGES_PER_HOTEL = 1;
/** Packages per hotel in an activity-only search (the contract's bound). */
export const ACTIVITY_PACKAGES_PER_HOTEL: typeof CONTRACT_ACTIVITY_PACKAGES_PER_HOTEL = 20;
/** Results of a fallback block (the contract's default). */
export const FALLBACK_RESULTS: typeof CONTRACT_FALLBACK_RESULTS = 3;
/** Radius around the centre of an expanded destination in a fallback search. */
export const FALLBACK_EXPANDED_RADIUS_KM = 30;
/** The activity-only search's destination: a city and 30 km around it (search-side.md section 9). */
export const ACTIVITY_RADIUS_KM = 30;

/**
 * Search criteria as the contract reads them (party filled in, numbers and lists already parsed): the
 * narrowest form, so the same value fits every body (`searchCriterias`, `criteria`) and the GET query.
 */
export type SearchCriterias = NonNullable<BodyOf<'searchOffers'>['searchCriterias']>;
/** Search criteria as a client may write them (numbers as digits, lists comma-joined). */
export type SearchCriteriasInput = NonNullable<BodyInputOf<'searchOffers'>['searchCriterias']>;
/** Body of the facet call. */
export type FacetsBody = BodyInputOf<'searchFacets'>;
/** Criteria of the facet call. */
export type FacetCriterias = NonNullable<FacetsBody['criterias']>;
/** Body of `POST /offers.json`: stays and gifts, map markers, a hotel's packages. */
export type OffersSearchBody = BodyInputOf<'searchOffers'>;
/** Offer type of a stay or gift search. */
export type OfferType = NonNullable<OffersSearchBody['type']>;
/** Query of `GET /offers.json` (fallback blocks). */
export type FallbackSearchQuery = QueryOf<'fallbackOffers'>;
/** Query of the hotel offers lookup: the few `GET /offers.json` keys it needs, the rest defaulted by the contract. */
export type HotelOffersLookupQuery = Pick<FallbackSearchQuery, 'hotelId' | 'fetchPageModel' | 'limit' | 'locale'>;
/** Body of the activity-only search. */
export type ActivityOnlySearchBody = BodyInputOf<'searchActivityOnly'>;
type NightsQuery = QueryOf<'packageCheckoutNights'>;
/** Query of the possible-nights lookup: the party or a length, the rest defaulted by the contract when absent. */
export type PackageCheckoutNightsQuery = Pick<NightsQuery, 'checkin' | 'locale' | 'client'> &
  Partial<Pick<NightsQuery, 'adult' | 'child' | 'baby' | 'length' | 'multiOffer' | 'minisite'>>;
/** Path parameters of the possible-nights lookup. */
export type PackageCheckoutNightsParams = ParamsInputOf<'packageCheckoutNights'>;

/** Destination keys of the hash are criteria of the contract (fails to compile if one is not). */
type DestinationCriterias = Pick<SearchCriterias, DestinationKey>;
type HotelFilterCriterias = Pick<SearchCriterias, 'hotelType' | 'hotelEnvironment' | 'hotelStyle' | 'stars' | 'minHotelReviewScore'>;
type PriceCriterias = Pick<SearchCriterias, 'priceMin' | 'priceMax' | 'singleVoucherPriceMin' | 'singleVoucherPriceMax'>;
type SearchPartCriterias = Pick<
  SearchCriterias,
  DestinationKey | 'cityId' | 'theme' | 'checkin' | 'checkout' | 'adult' | 'child' | 'baby' | 'singleRoom' | 'giftNights' | 'giftFormat' | 'giftAdults'
>;
type FilterCriterias = Pick<SearchCriterias, 'facilities' | 'petsAllowed' | 'distanceMin' | 'distanceMax' | 'lat' | 'lng'>;

const WIRE_ID = /^\d{1,9}$/;

/** Leaves out undefined values and empty lists: an absent criterion and an empty one mean the same. */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))) as T;
}

/** Catalog ids travel as numbers; a hand-edited hash value that is not one is left out rather than refused. */
function idOf(text: string | undefined): number | undefined {
  return text !== undefined && WIRE_ID.test(text) ? Number(text) : undefined;
}

function idsOf(texts: readonly string[]): number[] {
  return texts.map(idOf).filter((id): id is number => id !== undefined);
}

function destinationOf(criteria: SearchCriteria): DestinationCriterias {
  return Object.fromEntries(DESTINATION_KEYS.map((key) => [key, criteria[key]])) as DestinationCriterias;
}

/** Price keys by flow: gift vouchers filter on their own price (search-side.md section 5). */
function priceCriteriasOf(flow: Flow, range: Pick<FilterValues, 'priceMin' | 'priceMax'>): PriceCriterias {
  return flow === 'gifting' ? { singleVoucherPriceMin: range.priceMin, singleVoucherPriceMax: range.priceMax } : { priceMin: range.priceMin, priceMax: range.priceMax };
}

/** Facilities (pets as petsAllowed) and the distance, sent only when active with a known position. */
function filterCriteriasOf(filters: FilterValues & Position): FilterCriterias {
  const { facilities, petsAllowed } = facilitiesForRequest(filters.facilities);
  const distance = distanceCriterion(filters);
  return { facilities, petsAllowed, distanceMin: distance?.distanceMin, distanceMax: distance?.distanceMax, lat: filters.lat, lng: filters.lng };
}

function hotelFilterCriteriasOf(criteria: SearchCriteria): HotelFilterCriterias {
  if (areHotelFiltersDisabled(criteria.flow)) return {};
  return {
    hotelType: [...criteria.hotelTypes],
    hotelEnvironment: [...criteria.hotelEnvironments],
    hotelStyle: [...criteria.hotelStyles],
    stars: [...criteria.stars],
    minHotelReviewScore: criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
  };
}

/** Destination, theme, dates, party and gift parameters: what a search is, before its filters. */
function searchPartOf(criteria: SearchCriteria): SearchPartCriterias {
  const { travellers } = criteria;
  return {
    ...destinationOf(criteria),
    cityId: idOf(criteria.cityId),
    theme: criteria.theme,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    adult: travellers.adult,
    child: travellers.child,
    baby: travellers.baby,
    singleRoom: travellers.singleRoom,
    giftNights: criteria.giftNights,
    giftFormat: criteria.giftFormat,
    giftAdults: criteria.giftAdults,
  };
}

/**
 * Request form of search criteria with the contract's names (adult, child, baby, singleRoom, hotelType,
 * minHotelReviewScore…): pets as petsAllowed, price keys by flow, distance only when active with a
 * position, no hotel filters in the hotel flow. Sort, page and flow travel beside it.
 */
export function searchCriteriasOf(input: SearchCriteria): SearchCriterias {
  const criteria = normaliseCriteria(input);
  return defined<SearchCriterias>({
    ...searchPartOf(criteria),
    ...filterCriteriasOf(criteria),
    ...hotelFilterCriteriasOf(criteria),
    ...priceCriteriasOf(criteria.flow, criteria),
    tags: idsOf(criteria.tags),
  });
}

/** What the facet call needs beside the filter draft. */
export interface FacetRequestOptions {
  readonly flow: Flow;
  readonly locale: MarketCode;
  /** The search the draft refines: its destination, dates, party and theme narrow the counts too. */
  readonly search?: SearchCriteria;
}

/**
 * The search as it would be once the draft is applied, read as the results page reads it: the counts
 * must be those of the offers the search then returns (same normalised price, no hotel filters in the
 * hotel flow). The draft's position, when it has one, is where distances are measured from.
 */
function draftApplied(draft: FilterValues & Position, options: FacetRequestOptions): SearchCriteria {
  const search = options.search ?? defaultCriteria(options.flow);
  const position = draft.lat !== undefined && draft.lng !== undefined ? { lat: draft.lat, lng: draft.lng } : { lat: search.lat, lng: search.lng };
  return normaliseCriteria({ ...search, ...filterValuesOf(draft), ...position, flow: options.flow });
}

/**
 * Body of the facet call for a filter draft: the criterias of the offers search once the draft is
 * applied, with stars and tags comma-joined as the spec writes them, and withActivities=true.
 */
export function buildFacetRequest(draft: FilterValues & Position, options: FacetRequestOptions): FacetsBody {
  const { stars, tags, ...criterias } = searchCriteriasOf(draftApplied(draft, options));
  return {
    criterias: defined<FacetCriterias>({ ...criterias, stars: stars?.join(','), tags: tags?.join(',') }),
    withActivities: true,
    locale: options.locale,
    flow: options.flow,
  };
}

/**
 * Body of the results page's stay or gift search: type and flowType 'gift' and a giftable search in
 * gifting, 'offer' otherwise; one package per hotel; the page size is the caller's constant.
 */
export function buildOffersSearchRequest(criteria: SearchCriteria, options: { readonly locale: MarketCode; readonly limit: number }): OffersSearchBody {
  const normalised = normaliseCriteria(criteria);
  const gifting = normalised.flow === 'gifting';
  const type: OfferType = gifting ? 'gift' : 'offer';
  return {
    searchCriterias: searchCriteriasOf(normalised),
    performMapSearch: false,
    performGiftableSearch: gifting,
    locale: options.locale,
    type,
    flowType: type,
    orderBy: normalised.sort,
    numberOfPackagesPerHotel: STAY_PACKAGES_PER_HOTEL,
    limit: options.limit,
    pagination: { page: normalised.page, limit: options.limit },
    hash: formatLocation(normalised).hash.replace(/^#/, ''),
  };
}

/** What the hotel page asks for its packages. */
export interface HotelPackagesInput {
  readonly hotelId: string;
  readonly party: Party;
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly locale: MarketCode;
  readonly flow: Flow;
  readonly numberOfPackagesPerHotel: number;
  readonly searchProvider?: string;
}

/**
 * Body of a hotel's packages search: hotelId, adult, child, baby, checkin and night, cheapest first
 * (priceAsc; in gifting the gift type and its own cheapest-first sort, svPriceAsc).
 */
export function buildHotelPackagesRequest(input: HotelPackagesInput): OffersSearchBody {
  const night = input.checkin !== undefined && input.checkout !== undefined ? daysBetween(input.checkin, input.checkout) : undefined;
  return {
    locale: input.locale,
    orderBy: input.flow === 'gifting' ? 'svPriceAsc' : 'priceAsc',
    searchCriterias: defined<SearchCriteriasInput>({
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
}

/**
 * Query of a fallback block: 3 results, no page model, gift type in gifting; an expanded destination
 * searches 30 km around its centre.
 */
export function buildFallbackSearchRequest(criteria: SearchCriteria, options: { readonly locale: MarketCode; readonly expandedDestination?: boolean }): FallbackSearchQuery {
  const normalised = normaliseCriteria(criteria);
  const expanded =
    options.expandedDestination === true && normalised.lat !== undefined
      ? normaliseCriteria({ ...normalised, distanceMin: undefined, distanceMax: FALLBACK_EXPANDED_RADIUS_KM })
      : normalised;
  return {
    ...searchCriteriasOf(expanded),
    orderBy: expanded.sort,
    type: expanded.flow === 'gifting' ? 'gift' : 'offer',
    limit: FALLBACK_RESULTS,
    fetchPageModel: false,
    locale: options.locale,
  };
}

/** Fewer exact results than this on a first page bring a fallback block (the spec names the threshold, not its value): two rows of the grid. */
export const FALLBACK_RESULTS_THRESHOLD = 6;

/** Why a results page shows a fallback block: nothing matched, or too few results matched. */
export type ResultsFallback = 'noExactResults' | 'fewResults';

/** The fallback block a page of results needs, if any: only on the first page, when results are none or few. */
export function resultsFallback(resultsCount: number, page: number): ResultsFallback | undefined {
  if (page > 0 || resultsCount >= FALLBACK_RESULTS_THRESHOLD) return undefined;
  return resultsCount === 0 ? 'noExactResults' : 'fewResults';
}

/**
 * The fallback search under a results page: with nothing matched, the same criteria (the API relaxes
 * them step by step and says how in its fallback key); with few results, the same dates and party
 * without the filters, 30 km around the destination's centre (the search's own position, else the
 * centre the API resolved for its destination).
 */
export function buildResultsFallbackRequest(
  criteria: SearchCriteria,
  fallback: ResultsFallback,
  options: { readonly locale: MarketCode; readonly centre?: Position },
): FallbackSearchQuery {
  if (fallback === 'noExactResults') return buildFallbackSearchRequest(criteria, { locale: options.locale });
  const unfiltered = { ...criteria, ...NO_FILTERS };
  const centred = criteria.lat === undefined && options.centre ? { ...unfiltered, ...options.centre } : unfiltered;
  return buildFallbackSearchRequest(centred, { locale: options.locale, expandedDestination: true });
}

/** Query of a hotel's current offers (for the not-found page): one result, no page model. */
export function buildHotelOffersLookupRequest(hotelId: number, locale: MarketCode): HotelOffersLookupQuery {
  return { hotelId, fetchPageModel: false, limit: 1, locale };
}

/**
 * Body of the activity-only search: 20 packages per hotel, zero-based page. A destination with its
 * centre (a city picked in the search box) is searched 30 km around it, so the radius travels with the
 * centre unless the search already names a distance.
 */
export function buildActivityOnlySearchRequest(criteria: SearchCriteria, options: { readonly locale: MarketCode; readonly limit: number }): ActivityOnlySearchBody {
  const searched = searchCriteriasOf({ ...criteria, flow: 'activity' });
  const radius = searched.lat !== undefined && searched.distanceMin === undefined && searched.distanceMax === undefined ? { distanceMax: ACTIVITY_RADIUS_KM } : {};
  return {
    criteria: { ...searched, ...radius },
    limit: options.limit,
    locale: options.locale,
    numberOfPackagesPerHotel: ACTIVITY_PACKAGES_PER_HOTEL,
    page: normaliseCriteria(criteria).page,
  };
}

/** What the possible-nights lookup needs: the party, or a length instead. */
export interface PackageCheckoutNightsInput {
  /** The weekend (product) id, or the site (`fr`, `es`…), as the path segment. */
  readonly weekendId: string;
  readonly checkin: IsoDate;
  readonly pax: Party | { readonly length: number };
  readonly locale: MarketCode;
  readonly multiOffer?: boolean;
  /** The calling client; 'msite' when not given. */
  readonly client?: string;
  readonly minisite?: number;
}

/** Path parameters and query of the possible check-out nights after a check-in, for a weekend or a whole site. */
export function buildPackageCheckoutNightsRequest(input: PackageCheckoutNightsInput): { readonly params: PackageCheckoutNightsParams; readonly query: PackageCheckoutNightsQuery } {
  const pax: Pick<PackageCheckoutNightsQuery, 'adult' | 'child' | 'baby' | 'length'> =
    'length' in input.pax ? { length: input.pax.length } : { adult: input.pax.adult, child: input.pax.child, baby: input.pax.baby };
  return {
    params: { siteOrId: input.weekendId },
    query: defined<PackageCheckoutNightsQuery>({
      checkin: input.checkin,
      ...pax,
      locale: input.locale,
      multiOffer: input.multiOffer,
      client: input.client ?? 'msite',
      minisite: input.minisite,
    }),
  };
}
