import * as v from 'valibot';
import { PAYMENT_METHODS, SPECIAL_REQUEST_MAX, type PaymentMethod, type PurchaseOrderBody } from '@escapade/api-contract';
import { CURRENCY, type Cents, type CountryCode, type MarketCode } from '@escapade/util-market';
import { formatSelectedActivityDate } from '@escapade/util-criteria';
import { INSURANCE_CHOICES, type InsuranceChoice } from '@escapade/util-pricing';
import { buyerFormEntries, buyerOf, EMPTY_BUYER_FORM, type BuyerFormValues } from '../../lib/buyer-form';
import type { StayCheckoutEntry } from './checkout-entry';

/** The stay checkout's form as typed: the buyer's fields, the cancellation choice '' until one is made (none by default), the payment and a request. */
export interface CheckoutFormValues extends BuyerFormValues {
  insurance: InsuranceChoice | '';
  payment: PaymentMethod;
  specialRequest: string;
  /** The promotion code applied (accepted by the server's look-up), '' when none. */
  promotionCode: string;
}

/** A new checkout: nothing typed, no cancellation choice, paid by card. */
export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = { ...EMPTY_BUYER_FORM, insurance: '', payment: 'card', specialRequest: '', promotionCode: '' };

/**
 * The form's rules: the buyer's (shared by every checkout), exactly one cancellation choice, a
 * payment method and a special request within its length.
 */
export function checkoutFormSchema(country: CountryCode) {
  return v.objectAsync({
    ...buyerFormEntries(country),
    insurance: v.picklist(INSURANCE_CHOICES),
    payment: v.picklist(PAYMENT_METHODS),
    specialRequest: v.pipe(v.string(), v.trim(), v.maxLength(SPECIAL_REQUEST_MAX)),
    promotionCode: v.string(),
  });
}

/** The form's values once its rules accepted them (trimmed, the phone in international form). */
export type CheckoutFormOutput = v.InferOutput<ReturnType<typeof checkoutFormSchema>>;

/**
 * The order the API is asked to place (product-side.md, checkout payload): the buyer, the stay with
 * its party, dates and activity days, the cancellation choice, the promotion code, and the amount the page showed, which
 * the server checks against its own.
 */
export function orderBody(context: {
  readonly stay: StayCheckoutEntry;
  readonly values: CheckoutFormOutput;
  readonly market: MarketCode;
  readonly expectedAmount: Cents;
  /** The promotion code the server's look-up accepted, if any: taken off the stay's price. */
  readonly promotionCode?: string | null;
}): PurchaseOrderBody {
  const { stay, values, market, expectedAmount, promotionCode } = context;
  return {
    locale: market,
    currency: CURRENCY,
    expectedAmount,
    buyer: buyerOf(values),
    items: {
      shortStayItem: {
        reservationCriteria: {
          offerId: stay.weekendId,
          travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
          pax: { numberOfAdults: stay.adult, numberOfChildren: stay.child, numberOfBabies: stay.baby },
          activityDaySelections: stay.activityDates.map((day) => ({ activityId: Number(day.activityId), date: day.date })),
          minisiteId: stay.minisiteId,
        },
      },
      insuranceItem: { choice: values.insurance },
      ...(promotionCode ? { promotionCodeItem: { code: promotionCode } } : {}),
    },
    specialRequest: values.specialRequest === '' ? null : values.specialRequest,
  };
}

/** The quote request of the checkout's stay: the same as the product page's Book asked. */
export function stayQuoteQuery(stay: StayCheckoutEntry, market: MarketCode) {
  return {
    checkin: stay.checkin,
    nights: stay.nights,
    adult: stay.adult,
    child: stay.child,
    baby: stay.baby,
    activitySelectionList: stay.activityDates.map(formatSelectedActivityDate),
    locale: market,
    ...(stay.minisiteId === null ? {} : { minisite: stay.minisiteId }),
  };
}
