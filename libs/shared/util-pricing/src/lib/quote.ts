import type { PriceType } from './catalog';
import { type MessageDescriptor, pricingMessages, withValues } from './messages';
import type { Cents } from '@escapade/util-market';

/** Price error code that marks the package unavailable for the chosen check-in. */
export const PACKAGE_NOT_AVAILABLE_CHECKIN = 'PACKAGE_NOT_AVAILABLE_CHECKIN';

/**
 * Quote error code of a stay that is priced but not yet bookable: an activity whose day the visitor
 * chooses has none (product-side.md: every activity with choosable dates needs one before booking).
 */
export const ACTIVITY_DATES_MISSING = 'ACTIVITY_DATES_MISSING';

/** Price info of a quote (cents; promo in percent, already rounded by the server). */
export interface QuotePriceInfo {
  readonly sellPrice: Cents;
  readonly refPrice?: Cents | null;
  readonly promoPercentageRounded?: number | null;
  readonly moneySaved?: Cents | null;
  readonly priceType?: PriceType | null;
  readonly nbRooms?: number | null;
  readonly nights?: number | null;
}

/** An error the server put in a quote reply. */
export interface QuoteServerError {
  readonly code?: string | null;
  readonly message?: string | null;
}

/** The parts of a quote reply its validity depends on. */
export interface QuoteReply {
  readonly bookable?: boolean | null;
  readonly priceInfo?: QuotePriceInfo | null;
  readonly errors?: readonly QuoteServerError[] | null;
}

/** A usable quote with its price info, or the error text to show. */
export type QuoteValidity = { readonly valid: true; readonly priceInfo: QuotePriceInfo } | { readonly valid: false; readonly error: MessageDescriptor };

function firstServerError(reply: QuoteReply): string | undefined {
  for (const error of reply.errors ?? []) {
    const text = error.code || error.message;
    if (text) {
      return text;
    }
  }
  return undefined;
}

/**
 * A quote is usable only with the bookable flag and price info. Otherwise its error text is the
 * first server error code or message, else 'The offer is not bookable with these criterias'
 * when not bookable, else 'Quote error'.
 */
export function quoteValidity(reply: QuoteReply | null | undefined): QuoteValidity {
  if (reply?.bookable && reply.priceInfo) {
    return { valid: true, priceInfo: reply.priceInfo };
  }
  const serverError = reply ? firstServerError(reply) : undefined;
  if (serverError) {
    return {
      valid: false,
      error: withValues(pricingMessages.quoteServerError, {
        error: serverError,
      }),
    };
  }
  return {
    valid: false,
    error: reply && !reply.bookable ? pricingMessages.quoteNotBookable : pricingMessages.quoteError,
  };
}

/** A price error containing PACKAGE_NOT_AVAILABLE_CHECKIN marks the check-in unavailable. */
export function isCheckInUnavailable(priceError: string | null | undefined): boolean {
  return Boolean(priceError?.includes(PACKAGE_NOT_AVAILABLE_CHECKIN));
}
