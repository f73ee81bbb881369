import * as v from 'valibot';
import type { PurchaseOrderBody } from '@escapade/api-contract';
import { CURRENCY, type Cents, type CountryCode, type MarketCode } from '@escapade/util-market';
import { buyerFormEntries, buyerOf, EMPTY_BUYER_FORM, type BuyerFormValues } from '../../lib/buyer-form';
import type { ActivityCheckoutEntry } from './activity-entry';

/** The activity checkout's form as typed: the buyer's fields only (a voucher has no cancellation choice and is paid by card). */
export type ActivityFormValues = BuyerFormValues;

/** Nothing typed yet. */
export const EMPTY_ACTIVITY_FORM: ActivityFormValues = EMPTY_BUYER_FORM;

/** The form's rules: the buyer's, as on every checkout. */
export function activityFormSchema(country: CountryCode) {
  return v.objectAsync(buyerFormEntries(country));
}

/** The form's values once its rules accepted them. */
export type ActivityFormOutput = v.InferOutput<ReturnType<typeof activityFormSchema>>;

/** The order the API is asked to place: the buyer, the voucher for its participants, and the amount the page showed. */
export function voucherOrderBody(context: {
  readonly voucher: ActivityCheckoutEntry;
  readonly values: ActivityFormOutput;
  readonly market: MarketCode;
  readonly expectedAmount: Cents;
}): PurchaseOrderBody {
  const { voucher, values, market, expectedAmount } = context;
  return {
    locale: market,
    currency: CURRENCY,
    expectedAmount,
    buyer: buyerOf(values),
    items: { activityVoucherItem: { activityProductId: voucher.productId, participants: voucher.participants } },
    specialRequest: null,
  };
}
