import type { ProductQuote } from '@escapade/api-contract';
import { MAX_LOG_MESSAGE } from '@escapade/api-contract';
import { formatSelectedActivityDate, missingActivityDates, type ProductPageState } from '@escapade/util-criteria';
import { daysBetween, type MarketCode } from '@escapade/util-market';
import { ACTIVITY_DATES_MISSING, isCheckInUnavailable, pricingMessages, quoteValidity, type MessageDescriptor } from '@escapade/util-pricing';
import { checkoutMessages } from './checkout-messages';

/** The error report of a checkout that could not start (product-side.md section 8). */
export const INIT_CHECKOUT_ERROR = 'Availabilities or quote error during the init checkout';

/** Where checkout start failures are filed in the client log. */
export const INIT_CHECKOUT_LOG_LOCATION = 'application.client.checkout';

/** Why checkout cannot start before any quote is asked: no dates, or an activity still without its day. */
export type CheckoutBlock = 'dates' | 'activityDates';

/**
 * The spec's validation before checkout: dates are required ('Please choose your travel dates.'), then
 * every activity with choosable dates needs one ('Please choose your activity dates.').
 */
export function checkoutBlock(state: ProductPageState, activityIdsWithDates: readonly string[]): CheckoutBlock | null {
  if (state.checkin === undefined || state.checkout === undefined) return 'dates';
  return missingActivityDates(activityIdsWithDates, state.activityDates).length > 0 ? 'activityDates' : null;
}

/**
 * The quote request of the page's dated stay, the chosen activity days included (the same when
 * choosing a day re-quotes and when Book starts the checkout); undefined without dates.
 */
export function stayQuoteQuery(state: ProductPageState, market: MarketCode) {
  if (state.checkin === undefined || state.checkout === undefined) return undefined;
  return {
    checkin: state.checkin,
    nights: daysBetween(state.checkin, state.checkout),
    adult: state.adult,
    child: state.child,
    baby: state.baby,
    activitySelectionList: state.activityDates.map(formatSelectedActivityDate),
    locale: market,
    minisite: state.minisite,
  };
}

/** The text of a blocked checkout that has no text elsewhere (missing dates is the booking box's own message). */
export const ACTIVITY_DATES_MESSAGE: MessageDescriptor = checkoutMessages.missingActivityDates;

/**
 * What a quote means for checkout: null when it is usable, else the text to show. A check-in the
 * package cannot be sold for, and a failed call, read 'No more availabilities…'; a stay the server
 * holds to activity days still missing reads 'Please choose your activity dates.'; any other refusal
 * is util-pricing's quote error text (the first server error, 'The offer is not bookable with these
 * criterias', or 'Quote error').
 */
export function quoteFailure(quote: ProductQuote | undefined): MessageDescriptor | null {
  if (quote === undefined) return pricingMessages.noMoreAvailabilities;
  const validity = quoteValidity(quote);
  if (validity.valid) return null;
  if (quote.errors.some((error) => isCheckInUnavailable(error.code))) return pricingMessages.noMoreAvailabilities;
  if (quote.errors.some((error) => error.code === ACTIVITY_DATES_MISSING)) return ACTIVITY_DATES_MESSAGE;
  return validity.error;
}

/** The report of a failed checkout start, cut to what the client log keeps. */
export function initCheckoutReport(weekendId: number, detail: string): string {
  return `${INIT_CHECKOUT_ERROR}: weekend ${weekendId}: ${detail}`.slice(0, MAX_LOG_MESSAGE);
}
