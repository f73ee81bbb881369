import { type ActivityDate, asActivityDates, chooseActivityDate, formatActivityDates, parseActivityDates } from './activity-dates';
import type { IsoDate } from '@escapade/util-market';
import { asStayDates } from './stay-dates';
import { MAX_GIFT_NIGHTS, MIN_GIFT_NIGHTS } from './search-hash';
import { normaliseParty, TRAVELLER_BOUNDS, type TravellerKind } from './travellers';
import { GIFT_FORMATS, PRODUCT_FLOWS, type GiftFormat, type LocationParts, type Loose, type Party, type ProductFlow, type SearchCriteria } from './types';
import { readNumber, readParams, readText, withMark, writeParams } from './url-params';
import { asInteger, asMember } from './values';

/** Largest offer id (the catalog's ids are PostgreSQL integers). */
const MAX_OFFER_ID = 2_147_483_647;

/** Largest partner mini-site id: a catalog id too, so the API takes every id the page keeps. */
export const MAX_MINISITE_ID = MAX_OFFER_ID;

/** Nights of a gift when the price list gives none. */
export const DEFAULT_GIFT_NIGHTS = 1;

/** URL state of the product page: flow in the query string, the rest in the hash. */
export interface ProductPageState extends Party {
  readonly flow: ProductFlow;
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly giftNights?: number;
  readonly giftFormat?: GiftFormat;
  /** One chosen day per activity, written as 'id_day' pairs joined by '-'. */
  readonly activityDates: readonly ActivityDate[];
  /** On an extra's page (an upsell offer): the offer it was added to, where removing the extra returns. */
  readonly originalOfferId?: number;
  /** The partner mini-site the visit came from (its `minisiteId`), in the query string next to the flow. */
  readonly minisite?: number;
}

/**
 * Brings any input to a valid product page state: party defaults 2/0/0, dates kept only as a valid
 * pair, gift parameters only in gifting.
 */
export function normaliseProductPageState(input: Loose<ProductPageState>): ProductPageState {
  const flow = asMember(input.flow, PRODUCT_FLOWS) ?? 'booking';
  const gifting = flow === 'gifting';
  const state: ProductPageState = {
    flow,
    ...asStayDates(input.checkin, input.checkout),
    ...normaliseParty(input),
    giftNights: gifting ? asInteger(input.giftNights, MIN_GIFT_NIGHTS, MAX_GIFT_NIGHTS) : undefined,
    giftFormat: gifting ? asMember(input.giftFormat, GIFT_FORMATS) : undefined,
    activityDates: asActivityDates(input.activityDates),
    originalOfferId: asInteger(input.originalOfferId, 1, MAX_OFFER_ID),
    minisite: asInteger(input.minisite, 1, MAX_MINISITE_ID),
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as unknown as ProductPageState;
}

/** Reads the product page location. Never throws; unreadable values fall back to their defaults. */
export function parseProductLocation(location: LocationParts): ProductPageState {
  const hash = readParams(location.hash);
  const query = readParams(location.search);
  return normaliseProductPageState({
    flow: readText(query, 'flow'),
    minisite: readNumber(query, 'minisite'),
    checkin: readText(hash, 'checkin'),
    checkout: readText(hash, 'checkout'),
    adult: readNumber(hash, 'a'),
    child: readNumber(hash, 'c'),
    baby: readNumber(hash, 'b'),
    giftNights: readNumber(hash, 'giftNights'),
    giftFormat: readText(hash, 'giftFormat'),
    activityDates: parseActivityDates(readText(hash, 'activityDates') ?? ''),
    originalOfferId: readNumber(hash, 'originalOfferId'),
  });
}

/** Writes the product page location; the party is always written (a, c, b), with its defaults. */
export function formatProductLocation(input: ProductPageState): LocationParts {
  const state = normaliseProductPageState(input);
  const hash = writeParams([
    ['checkin', state.checkin],
    ['checkout', state.checkout],
    ['a', state.adult],
    ['c', state.child],
    ['b', state.baby],
    ['giftNights', state.giftNights],
    ['giftFormat', state.giftFormat],
    ['activityDates', state.activityDates.length === 0 ? undefined : formatActivityDates(state.activityDates)],
    ['originalOfferId', state.originalOfferId],
  ]);
  const search = writeParams([
    ['flow', state.flow],
    ['minisite', state.minisite],
  ]);
  return { search: withMark('?', search), hash: withMark('#', hash) };
}

/**
 * Changing the stay dates resets the chosen activity dates; clearing (no dates) removes both dates
 * from the hash.
 */
export function changeProductDates(state: ProductPageState, dates: { readonly checkin?: IsoDate; readonly checkout?: IsoDate }): ProductPageState {
  return normaliseProductPageState({ ...state, checkin: dates.checkin, checkout: dates.checkout, activityDates: [] });
}

/** Choosing the day of an activity: it replaces that activity's earlier day in the hash, the other activities keep theirs. */
export function chooseProductActivityDate(state: ProductPageState, activityId: string, date: IsoDate): ProductPageState {
  return normaliseProductPageState({ ...state, activityDates: chooseActivityDate(state.activityDates, activityId, date) });
}

/**
 * Changing the party size rewrites a, c and b. A count outside its bounds (adults 1-20, children
 * and babies 0-10) is ignored and keeps the current one, as the steppers do (product-side.md section 5).
 */
export function changeProductParty(state: ProductPageState, party: Party): ProductPageState {
  const kept = (kind: TravellerKind) => asInteger(party[kind], TRAVELLER_BOUNDS[kind].min, TRAVELLER_BOUNDS[kind].max) ?? state[kind];
  return normaliseProductPageState({ ...state, adult: kept('adult'), child: kept('child'), baby: kept('baby') });
}

/**
 * Switching the product page to gifting sets 2 adults and the gift nights: the first price list
 * entry's nights, else 1.
 */
export function switchProductToGifting(state: ProductPageState, priceList: readonly { readonly nights: number }[]): ProductPageState {
  const giftNights = priceList.length > 0 ? priceList[0].nights : DEFAULT_GIFT_NIGHTS;
  return normaliseProductPageState({ ...state, flow: 'gifting', adult: 2, giftNights });
}

/**
 * Address of a product page opened from a results card: the card's path (the query and hash the
 * API wrote are dropped) with the search's dates and party, in the gifting flow for a gift search
 * (its gift adults, nights and format) and as a booking otherwise; a search from a partner mini-site
 * keeps its mini-site id.
 */
export function productUrlFor(productPath: string, criteria: SearchCriteria): string {
  const gifting = criteria.flow === 'gifting';
  const { search, hash } = formatProductLocation(
    normaliseProductPageState({
      flow: gifting ? 'gifting' : 'booking',
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      ...criteria.travellers,
      adult: gifting ? (criteria.giftAdults ?? criteria.travellers.adult) : criteria.travellers.adult,
      giftNights: criteria.giftNights,
      giftFormat: criteria.giftFormat,
      minisite: criteria.minisite,
    }),
  );
  return `${productPath.split(/[?#]/, 1)[0]}${search}${hash}`;
}

/** Path of a product page, with the page's stay, party and flow. */
function productPageUrl(offerId: number, state: ProductPageState): string {
  const { search, hash } = formatProductLocation(state);
  return `/product/${offerId}${search}${hash}`;
}

/**
 * Adding an extra opens the upsell offer's page with the same stay, party and flow, remembering the
 * offer it was added to (kept through a chain of extras: removing returns to the first offer).
 */
export function extraAddedUrl(state: ProductPageState, currentOfferId: number, upsellId: number): string {
  return productPageUrl(upsellId, { ...state, activityDates: [], originalOfferId: state.originalOfferId ?? currentOfferId });
}

/**
 * Choosing another getaway of the hotel for the stay opens its page with the same stay, party and
 * flow, where it is quoted with its own terms; activity days and an extra's origin belong to the
 * page left, so they are dropped.
 */
export function offerChosenUrl(state: ProductPageState, offerId: number): string {
  return productPageUrl(offerId, { ...state, activityDates: [], originalOfferId: undefined });
}

/** Removing the extra returns to the original offer's page with the same stay, party and flow; undefined when no extra was added. */
export function extraRemovedUrl(state: ProductPageState): string | undefined {
  if (state.originalOfferId === undefined) return undefined;
  const { originalOfferId, ...rest } = state;
  return productPageUrl(originalOfferId, { ...rest, activityDates: [] });
}
