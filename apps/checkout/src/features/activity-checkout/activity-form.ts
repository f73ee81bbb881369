import * as v from 'valibot';
import type { PurchaseOrderBody } from '@escapade/api-contract';
import { CURRENCY, type Cents, type CountryCode, type MarketCode } from '@escapade/util-market';
import { buyerFormEntries, buyerOf, EMPTY_BUYER_FORM, type BuyerFormValues } from '../../lib/buyer-form';
import type { ActivityCheckoutEntry } from './activity-entry';

/** The activity checkout's form as typed: the buyer's fields and the promotion code applied, '' when none (a voucher has no cancellation choice and is paid by card). */
export interface ActivityFormValues extends BuyerFormValues {
  promotionCode: string;
}

/** Nothing typed yet. */
export const EMPTY_ACTIVITY_FORM: ActivityFormValues = { ...EMPTY_BUYER_FORM, promotionCode: '' };

/** The form's rules: the buyer's, as on every checkout. */
export function activityFormSchema(country: CountryCode) {
  return v.objectAsync({ ...buyerFormEntries(country), promotionCode: v.string() });
}

/** The form's values once its rules accepted them. */
export type ActivityFormOutput = v.InferOutput<ReturnType<typeof activityFormSchema>>;

/** The order the API is asked to place: the buyer, the voucher for its participants, the promotion code, and the amount the page showed. */
export function voucherOrderBody(context: {
  readonly voucher: ActivityCheckoutEntry;
  readonly values: ActivityFormOutput;
  readonly market: MarketCode;
  readonly expectedAmount: Cents;
  /** The promotion code the server's look-up accepted, if any: taken off the voucher's price. */
  readonly promotionCode?: string | null;
}): PurchaseOrderBody {
  const { voucher, values, market, expectedAmount, promotionCode } = context;
  return {
    locale: market,
    currency: CURRENCY,
    expectedAmount,
    buyer: buyerOf(values),
    items: {
      activityVoucherItem: { activityProductId: voucher.productId, participants: voucher.participants },
      ...(promotionCode ? { promotionCodeItem: { code: promotionCode } } : {}),
    },
    specialRequest: null,
  };
}
