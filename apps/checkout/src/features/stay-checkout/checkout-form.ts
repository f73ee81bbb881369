import * as v from 'valibot';
import { BuyerSchema, PAYMENT_METHODS, SPECIAL_REQUEST_MAX, type PaymentMethod, type PurchaseOrderBody } from '@escapade/api-contract';
import { CURRENCY, type Cents, type CountryCode, type MarketCode } from '@escapade/util-market';
import { formatSelectedActivityDate } from '@escapade/util-criteria';
import { INSURANCE_CHOICES, type InsuranceChoice } from '@escapade/util-pricing';
import type { StayCheckoutEntry } from './checkout-entry';

/** The checkout form as typed: every field is text, the cancellation choice '' until one is made (none by default). */
export interface CheckoutFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  insurance: InsuranceChoice | '';
  payment: PaymentMethod;
  specialRequest: string;
  terms: boolean;
}

/** A new checkout: nothing typed, no cancellation choice, paid by card. */
export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  insurance: '',
  payment: 'card',
  specialRequest: '',
  terms: false,
};

/**
 * libphonenumber's parser and its metadata, about a quarter of the checkout's code: loaded when a
 * phone number is first checked (or its field focused), not with the page.
 */
export function loadPhoneParser() {
  return import('libphonenumber-js/min').then((module) => module.parsePhoneNumberFromString);
}

/**
 * A phone number in international form (`+33612345678`), read as a number of the market's country
 * when typed without its country code; null when it is not a valid number (product-side.md section 5:
 * valid only with a normalised international value).
 */
export async function internationalPhone(value: string, country: CountryCode): Promise<string | null> {
  const parse = await loadPhoneParser();
  const phone = parse(value.trim(), country);
  return phone !== undefined && phone.isValid() ? phone.number : null;
}

/**
 * The form's rules: the contract's buyer rules for the e-mail and names, a phone number valid for the
 * market's country (sent in international form), exactly one cancellation choice, a payment method,
 * a special request within its length, and the terms accepted.
 */
export function checkoutFormSchema(country: CountryCode) {
  return v.objectAsync({
    email: BuyerSchema.entries.email,
    firstName: BuyerSchema.entries.firstName,
    lastName: BuyerSchema.entries.lastName,
    phone: v.pipeAsync(
      v.string(),
      v.trim(),
      v.nonEmpty(),
      v.rawTransformAsync(async ({ dataset, addIssue, NEVER }) => {
        const phone = await internationalPhone(dataset.value, country);
        if (phone === null) {
          addIssue({ message: 'must be a phone number' });
          return NEVER;
        }
        return phone;
      }),
    ),
    insurance: v.picklist(INSURANCE_CHOICES),
    payment: v.picklist(PAYMENT_METHODS),
    specialRequest: v.pipe(v.string(), v.trim(), v.maxLength(SPECIAL_REQUEST_MAX)),
    terms: v.literal(true),
  });
}

/** The form's values once its rules accepted them (trimmed, the phone in international form). */
export type CheckoutFormOutput = v.InferOutput<ReturnType<typeof checkoutFormSchema>>;

/**
 * The order the API is asked to place (product-side.md, checkout payload): the buyer, the stay with
 * its party, dates and activity days, the cancellation choice, and the amount the page showed, which
 * the server checks against its own.
 */
export function orderBody(context: {
  readonly stay: StayCheckoutEntry;
  readonly values: CheckoutFormOutput;
  readonly market: MarketCode;
  readonly expectedAmount: Cents;
}): PurchaseOrderBody {
  const { stay, values, market, expectedAmount } = context;
  return {
    locale: market,
    currency: CURRENCY,
    expectedAmount,
    buyer: { email: values.email, firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phone },
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
