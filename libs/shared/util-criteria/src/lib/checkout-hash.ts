import { type ActivityDate, asActivityDates, formatActivityDates, parseActivityDates } from './activity-dates';
import { daysBetween, type IsoDate, isIsoDate } from '@escapade/util-market';
import { formatGiftCheckoutChoices, type GiftCheckoutChoices } from './gift-checkout-hash';
import { DEFAULT_GIFT_NIGHTS, MAX_MINISITE_ID, type ProductPageState } from './product-hash';
import { MAX_GIFT_NIGHTS, MIN_GIFT_NIGHTS } from './search-hash';
import { normaliseParty } from './travellers';
import { GIFT_FORMATS, type GiftFormat, type LocationParts, type Loose, type Party } from './types';
import { readNumber, readParams, readText, withMark, writeParams } from './url-params';
import { asInteger, asMember, asText } from './values';

/** Nights of a stay when none is given. */
export const DEFAULT_NIGHTS = 1;
/** Search value marking a purchase for oneself from the activity page. */
export const OWN_USE = 'OWN_USE';

/** Checkout entry from the activity page: hash id and a, `customType=OWN_USE` when buying for oneself. */
export interface ActivityCheckoutState {
  readonly id?: string;
  readonly a: number;
  readonly ownUse: boolean;
}

/** Reads the checkout entry from the activity page. Never throws; participants default to 1. */
export function parseActivityCheckoutLocation(location: LocationParts): ActivityCheckoutState {
  const hash = readParams(location.hash);
  const id = asText(readText(hash, 'id'));
  return {
    ...(id === undefined ? {} : { id }),
    a: asInteger(readNumber(hash, 'a'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    ownUse: readText(readParams(location.search), 'customType') === OWN_USE,
  };
}

/**
 * Writes the checkout entry from the activity page; `flow=activity` in the query tells the checkout
 * (and the simplified header's back arrow) that `id` is an activity, not a weekend.
 */
export function formatActivityCheckoutLocation(state: ActivityCheckoutState): LocationParts {
  return {
    search: withMark(
      '?',
      writeParams([
        ['flow', 'activity'],
        ['customType', state.ownUse ? OWN_USE : undefined],
      ]),
    ),
    hash: withMark(
      '#',
      writeParams([
        ['id', asText(state.id)],
        ['a', asInteger(state.a, 1, Number.MAX_SAFE_INTEGER) ?? 1],
      ]),
    ),
  };
}

/** Hash of the summary page reached after a fast-checkout failure, and of a checkout started from a product or gift page. */
export interface CheckoutSummaryState extends Party {
  readonly id?: string;
  readonly offerId?: string;
  readonly checkin?: IsoDate;
  readonly night: number;
  readonly activityDates: readonly ActivityDate[];
  /** A gift's nights (the gifting flow): the voucher has no dates, so no `night` is written beside it. */
  readonly giftNights?: number;
  /** A gift's voucher format (the gifting flow). */
  readonly giftFormat?: GiftFormat;
}

function normaliseSummary(input: Loose<CheckoutSummaryState>): CheckoutSummaryState {
  const state: CheckoutSummaryState = {
    id: asText(input.id),
    offerId: asText(input.offerId),
    ...normaliseParty(input),
    checkin: isIsoDate(input.checkin) ? input.checkin : undefined,
    night: asInteger(input.night, 1, Number.MAX_SAFE_INTEGER) ?? DEFAULT_NIGHTS,
    activityDates: asActivityDates(input.activityDates),
    giftNights: asInteger(input.giftNights, MIN_GIFT_NIGHTS, MAX_GIFT_NIGHTS),
    giftFormat: asMember(input.giftFormat, GIFT_FORMATS),
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as unknown as CheckoutSummaryState;
}

/** Reads the summary hash (id, offerId, a, c, b, checkin, night, optional activityDates; giftNights and giftFormat of a gift). Never throws. */
export function parseCheckoutSummaryHash(hash: string): CheckoutSummaryState {
  const params = readParams(hash);
  return normaliseSummary({
    id: readText(params, 'id'),
    offerId: readText(params, 'offerId'),
    adult: readNumber(params, 'a'),
    child: readNumber(params, 'c'),
    baby: readNumber(params, 'b'),
    checkin: readText(params, 'checkin'),
    night: readNumber(params, 'night'),
    activityDates: parseActivityDates(readText(params, 'activityDates') ?? ''),
    giftNights: readNumber(params, 'giftNights'),
    giftFormat: readText(params, 'giftFormat'),
  });
}

/** Writes the summary hash, the 'Book' target after a failed wallet payment; a gift's hash carries its nights and format instead of a stay's night. */
export function formatCheckoutSummaryHash(input: CheckoutSummaryState): string {
  const state = normaliseSummary(input);
  const gift = state.giftNights !== undefined;
  return withMark(
    '#',
    writeParams([
      ['id', state.id],
      ['offerId', state.offerId],
      ['a', state.adult],
      ['c', state.child],
      ['b', state.baby],
      ['checkin', state.checkin],
      ['night', gift ? undefined : state.night],
      ['activityDates', state.activityDates.length === 0 ? undefined : formatActivityDates(state.activityDates)],
      ['giftNights', state.giftNights],
      ['giftFormat', state.giftFormat],
    ]),
  );
}

/**
 * Address of the checkout started from a product page: the weekend as `id`, the party, the check-in
 * and its nights and the chosen activity dates, in the summary page's hash keys, so the checkout
 * reads both entries with one codec; the gifting flow and the partner mini-site the visit came from
 * stay in the query string, as on the product page (the checkout payload's
 * `shortStayItem.reservationCriteria.minisiteId`). A gift (the gifting flow, from the gift setup) has
 * no dates: its hash carries the party, `giftNights` (1 when unknown) and `giftFormat` instead, then
 * the gift setup's other choices when given (`gift-checkout-hash.ts`).
 */
export function stayCheckoutUrl(weekendId: number, state: ProductPageState, giftChoices?: GiftCheckoutChoices): string {
  const gifting = state.flow === 'gifting';
  const night = !gifting && state.checkin !== undefined && state.checkout !== undefined ? daysBetween(state.checkin, state.checkout) : undefined;
  const hash = formatCheckoutSummaryHash({
    id: String(weekendId),
    adult: state.adult,
    child: state.child,
    baby: state.baby,
    checkin: night === undefined ? undefined : state.checkin,
    night: night ?? DEFAULT_NIGHTS,
    activityDates: gifting ? [] : state.activityDates,
    giftNights: gifting ? (state.giftNights ?? DEFAULT_GIFT_NIGHTS) : undefined,
    giftFormat: gifting ? state.giftFormat : undefined,
  });
  const search = writeParams([
    ['flow', gifting ? 'gifting' : undefined],
    ['minisite', state.minisite],
  ]);
  const choices = gifting && giftChoices !== undefined ? formatGiftCheckoutChoices(giftChoices) : '';
  return `/checkout${withMark('?', search)}${hash}${choices === '' ? '' : `&${choices}`}`;
}

/** The partner mini-site a stay checkout was started from (its `minisiteId`, in the query string), if any. */
export function readCheckoutMinisite(search: string): number | undefined {
  return asInteger(readNumber(readParams(search), 'minisite'), 1, MAX_MINISITE_ID);
}

/** The confirmation page: /confirmation/{orderUUID} with status=success and gaId. */
export function confirmationLocation(orderUUID: string, gaId: string): string {
  return `/confirmation/${encodeURIComponent(asText(orderUUID) ?? '')}?${writeParams([
    ['status', 'success'],
    ['gaId', asText(gaId) ?? ''],
  ])}`;
}
