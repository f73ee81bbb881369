import { asStayDates } from './stay-dates';
import { normalisePriceRange } from './price-slider';
import { isSortOffered } from './sort-options';
import { DEFAULT_PARTY, normaliseTravellers, TRAVELLER_BOUNDS } from './travellers';
import {
  DEFAULT_FLOW,
  DEFAULT_SORT,
  DESTINATION_KEYS,
  type DestinationKey,
  EMPTY_FILTERS,
  FLOWS,
  GIFT_FORMATS,
  type LocationParts,
  type Loose,
  type Position,
  type SearchCriteria,
  SORTS,
} from './types';
import { readList, readNumber, readNumberList, readParams, readText, withMark, writeParams } from './url-params';
import { asInteger, asIntegerList, asMember, asNumber, asText, asTextList, roundCoordinate } from './values';

/** Highest hotel class. */
export const MAX_STARS = 5;
/** Ratings are on base 10. */
export const RATING_BASE = 10;
/** Fewest nights a gift stay is for (results and product hashes, the search box's stepper). */
export const MIN_GIFT_NIGHTS = 1;
/** Upper bound of a gift's nights: the spec gives none, so this only keeps absurd values out. */
export const MAX_GIFT_NIGHTS = 30;

/** Criteria of an empty results page in a flow: 2 adults, priceQuality, page 0, nothing else. */
export function defaultCriteria(flow: SearchCriteria['flow'] = DEFAULT_FLOW): SearchCriteria {
  return { ...EMPTY_FILTERS, flow, page: 0, travellers: normaliseTravellers({}), sort: DEFAULT_SORT };
}

function normalisePosition(lat: unknown, lng: unknown): Position {
  const latitude = asNumber(lat, -90, 90);
  const longitude = asNumber(lng, -180, 180);
  return latitude === undefined || longitude === undefined ? {} : { lat: roundCoordinate(latitude), lng: roundCoordinate(longitude) };
}

function normaliseDistance(distanceMin: unknown, distanceMax: unknown): Pick<SearchCriteria, 'distanceMin' | 'distanceMax'> {
  const min = asInteger(distanceMin, 0, Number.MAX_SAFE_INTEGER);
  const max = asInteger(distanceMax, 0, Number.MAX_SAFE_INTEGER);
  return min !== undefined && max !== undefined && min > max ? {} : { distanceMin: min, distanceMax: max };
}

/**
 * Brings any criteria-shaped input to valid criteria, the way the location codec reads them: invalid
 * values fall back to defaults, pairs (dates, lat/lng) are kept whole or dropped, a sort the flow does
 * not offer becomes priceQuality, gift parameters exist only in gifting.
 */
export function normaliseCriteria(input: Loose<SearchCriteria>): SearchCriteria {
  const flow = asMember(input.flow, FLOWS) ?? DEFAULT_FLOW;
  const position = normalisePosition(input.lat, input.lng);
  const sort = asMember(input.sort, SORTS);
  const gifting = flow === 'gifting';
  const criteria: SearchCriteria = {
    flow,
    page: asInteger(input.page, 0, Number.MAX_SAFE_INTEGER) ?? 0,
    ...Object.fromEntries(DESTINATION_KEYS.map((key) => [key, asText(input[key])])),
    cityId: asText(input.cityId),
    theme: asInteger(input.theme, 1, Number.MAX_SAFE_INTEGER),
    ...asStayDates(input.checkin, input.checkout),
    travellers: normaliseTravellers(input.travellers),
    ...normalisePriceRange(input.priceMin, input.priceMax, flow),
    ...position,
    ...normaliseDistance(input.distanceMin, input.distanceMax),
    hotelScore: asNumber(input.hotelScore, 0, RATING_BASE) ?? 0,
    facilities: asTextList(input.facilities),
    tags: asTextList(input.tags),
    hotelStyles: asTextList(input.hotelStyles),
    hotelEnvironments: asTextList(input.hotelEnvironments),
    hotelTypes: asTextList(input.hotelTypes),
    stars: asIntegerList(input.stars, 1, MAX_STARS),
    sort: sort !== undefined && isSortOffered(sort, flow, position) ? sort : DEFAULT_SORT,
    giftNights: gifting ? asInteger(input.giftNights, MIN_GIFT_NIGHTS, MAX_GIFT_NIGHTS) : undefined,
    giftFormat: gifting ? asMember(input.giftFormat, GIFT_FORMATS) : undefined,
    giftAdults: gifting ? asInteger(input.giftAdults, TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max) : undefined,
    minisite: asInteger(input.minisite, 1, Number.MAX_SAFE_INTEGER),
  };
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as unknown as SearchCriteria;
}

/**
 * Reads the results page location: hash keys of search-side.md section 2, page (zero-based), flow
 * and the partner mini-site from the query string. Never throws; anything unreadable falls back to its default.
 */
export function parseLocation(location: LocationParts): SearchCriteria {
  const query = readParams(location.search);
  const hash = readParams(location.hash);
  return normaliseCriteria({
    flow: readText(query, 'flow'),
    page: readNumber(query, 'page'),
    minisite: readNumber(query, 'minisite'),
    ...Object.fromEntries(DESTINATION_KEYS.map((key) => [key, readText(hash, key)])),
    theme: readNumber(hash, 'theme'),
    checkin: readText(hash, 'checkin'),
    checkout: readText(hash, 'checkout'),
    travellers: { adult: readNumber(hash, 'a'), child: readNumber(hash, 'c'), baby: readNumber(hash, 'b') },
    priceMin: readNumber(hash, 'priceMin'),
    priceMax: readNumber(hash, 'priceMax'),
    lat: readNumber(hash, 'lat'),
    lng: readNumber(hash, 'lng'),
    distanceMin: readNumber(hash, 'distanceMin'),
    distanceMax: readNumber(hash, 'distanceMax'),
    hotelScore: readNumber(hash, 'hotelScore'),
    facilities: readList(hash, 'facilities'),
    tags: readList(hash, 'tags'),
    hotelStyles: readList(hash, 'hotelStyles'),
    hotelEnvironments: readList(hash, 'hotelEnvironments'),
    hotelTypes: readList(hash, 'hotelTypes'),
    stars: readNumberList(hash, 'stars'),
    sort: readText(hash, 'sort'),
    giftNights: readNumber(hash, 'giftNights'),
    giftFormat: readText(hash, 'giftFormat'),
    giftAdults: readNumber(hash, 'giftAdults'),
  });
}

/**
 * Writes the results page location from criteria (normalised first, so what is written is what
 * `parseLocation` reads back). Defaults are left out: page 0, 2 adults, no children, priceQuality.
 */
export function formatLocation(input: SearchCriteria): LocationParts {
  const criteria = normaliseCriteria(input);
  const { travellers } = criteria;
  const hash = writeParams([
    ...DESTINATION_KEYS.map((key) => [key, criteria[key]] as const),
    ['theme', criteria.theme],
    ['checkin', criteria.checkin],
    ['checkout', criteria.checkout],
    ['a', travellers.adult === DEFAULT_PARTY.adult ? undefined : travellers.adult],
    ['b', travellers.baby === 0 ? undefined : travellers.baby],
    ['c', travellers.child === 0 ? undefined : travellers.child],
    ['s', travellers.singleRoom ? 1 : undefined],
    ['priceMin', criteria.priceMin],
    ['priceMax', criteria.priceMax],
    ['lat', criteria.lat],
    ['lng', criteria.lng],
    ['distanceMin', criteria.distanceMin],
    ['distanceMax', criteria.distanceMax],
    ['hotelScore', criteria.hotelScore === 0 ? undefined : criteria.hotelScore],
    ['facilities', criteria.facilities],
    ['tags', criteria.tags],
    ['hotelStyles', criteria.hotelStyles],
    ['hotelEnvironments', criteria.hotelEnvironments],
    ['hotelTypes', criteria.hotelTypes],
    ['stars', criteria.stars],
    ['sort', criteria.sort === DEFAULT_SORT ? undefined : criteria.sort],
    ['giftNights', criteria.giftNights],
    ['giftFormat', criteria.giftFormat],
    ['giftAdults', criteria.giftAdults],
  ]);
  const search = writeParams([
    ['flow', criteria.flow],
    ['page', criteria.page === 0 ? undefined : criteria.page],
    ['minisite', criteria.minisite],
  ]);
  return { search: withMark('?', search), hash: withMark('#', hash) };
}

/** The destination of some criteria: its hash key and value (the first set, in the spec's order). */
export interface DestinationEntry {
  readonly key: DestinationKey;
  readonly value: string;
}

/** The destination the criteria search, if any: the first destination key set, in the spec's order. */
export function destinationOf(criteria: SearchCriteria): DestinationEntry | undefined {
  const key = DESTINATION_KEYS.find((candidate) => criteria[candidate] !== undefined);
  const value = key === undefined ? undefined : criteria[key];
  return key === undefined || value === undefined ? undefined : { key, value };
}
