import { addDays, type IsoDate } from '@escapade/util-market';
import { parseActivityCheckoutLocation, parseCheckoutSummaryHash, readCheckoutMinisite } from './checkout-hash';
import { MAX_MINISITE_ID } from './product-hash';
import { asStayDates } from './stay-dates';
import { normaliseParty } from './travellers';
import { FLOWS, GIFT_FORMATS, type Flow, type GiftFormat, type LocationParts, type Party } from './types';
import { readParams, readText, withMark, writeParams } from './url-params';
import { asInteger, asMember, asText } from './values';

/** Pages the simplified header's back arrow may return to, with their route prefixes. */
export const BACK_TARGET_ROUTES = {
  hotel: '/hotel',
  activity: '/activity',
  product: '/product',
} as const;
export type BackTargetPage = keyof typeof BACK_TARGET_ROUTES;
/** The home route. */
export const HOME_ROUTE = '/';

/** What the back arrow of the simplified header knows about the stay being booked. */
export interface BackLinkInput {
  /** True on the two routes whose back arrow goes home. */
  readonly toHome?: boolean;
  readonly target?: { readonly page: BackTargetPage; readonly id: string };
  readonly checkin?: IsoDate;
  readonly checkout?: IsoDate;
  readonly party?: Partial<Party>;
  readonly giftNights?: number;
  readonly giftFormat?: GiftFormat;
  /** The flow of the current search string. */
  readonly flow?: Flow;
  /** The partner mini-site a stay checkout came from, kept on the way back to its product page (only a stay's checkout gives one). */
  readonly minisite?: number;
}

/** Where the back arrow goes: a link, or the browser history. */
export type BackLink = { readonly kind: 'link'; readonly href: string } | { readonly kind: 'history' };

/**
 * The simplified header's back arrow: home on its two routes; otherwise the hotel, activity or
 * product page with checkin, checkout, a (default 2), c and b (default 0), giftNights, giftFormat and
 * the search flow (and a stay's partner mini-site); without such a page, the browser history.
 */
export function headerBackLink(input: BackLinkInput): BackLink {
  if (input.toHome === true) return { kind: 'link', href: HOME_ROUTE };
  const id = asText(input.target?.id);
  if (input.target === undefined || id === undefined) return { kind: 'history' };
  const dates = asStayDates(input.checkin, input.checkout);
  const party = normaliseParty(input.party ?? {});
  const hash = writeParams([
    ['checkin', dates.checkin],
    ['checkout', dates.checkout],
    ['a', party.adult],
    ['c', party.child],
    ['b', party.baby],
    ['giftNights', asInteger(input.giftNights, 1, Number.MAX_SAFE_INTEGER)],
    ['giftFormat', asMember(input.giftFormat, GIFT_FORMATS)],
  ]);
  const search = writeParams([
    ['flow', asMember(input.flow, FLOWS)],
    ['minisite', asInteger(input.minisite, 1, MAX_MINISITE_ID)],
  ]);
  const path = `${BACK_TARGET_ROUTES[input.target.page]}/${encodeURIComponent(id)}`;
  return { kind: 'link', href: `${path}${withMark('?', search)}${withMark('#', hash)}` };
}

/**
 * What the back arrow knows on a checkout page, read from its address: the activity of an activity
 * checkout (`flow=activity`), else the weekend of a stay checkout (`id`, check-in and nights,
 * party, the gifting flow with a gift's nights and format); nothing (the browser history) when the
 * address names neither.
 */
export function checkoutBackInput(location: LocationParts): BackLinkInput {
  const flow = asMember(readText(readParams(location.search), 'flow'), FLOWS);
  if (flow === 'activity') {
    const activity = parseActivityCheckoutLocation(location);
    return activity.id === undefined ? {} : { target: { page: 'activity', id: activity.id }, party: { adult: activity.a } };
  }
  const stay = parseCheckoutSummaryHash(location.hash);
  if (stay.id === undefined) return {};
  return {
    target: { page: 'product', id: stay.id },
    ...(stay.checkin === undefined ? {} : { checkin: stay.checkin, checkout: addDays(stay.checkin, stay.night) }),
    party: { adult: stay.adult, child: stay.child, baby: stay.baby },
    ...(flow === undefined ? {} : { flow }),
    ...(flow === 'gifting' ? { giftNights: stay.giftNights, giftFormat: stay.giftFormat } : {}),
    minisite: readCheckoutMinisite(location.search),
  };
}
