import * as v from 'valibot';
import { GiftDeliveryAddressSchema, GiftMessageSchema } from '@escapade/api-contract';
import type { CountryCode } from '@escapade/util-market';
import type { VoucherFormat } from '@escapade/util-pricing';

/** The gift setup's typed fields: the giver's words, and the address of a printed voucher. */
export interface GiftFormValues {
  fromName: string;
  message: string;
  recipientName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

/** The typed fields in the order a refused form focuses the first wrong one. */
export const GIFT_FIELD_NAMES = ['fromName', 'message', 'recipientName', 'addressLine', 'postalCode', 'city', 'country'] as const;

/** Nothing typed yet; a printed voucher is posted to the market's country unless another is chosen. */
export function emptyGiftForm(country: CountryCode): GiftFormValues {
  return { fromName: '', message: '', recipientName: '', addressLine: '', postalCode: '', city: '', country };
}

/**
 * The contract's rules for the gift's fields (product-side.md section 5): the message for every
 * voucher, the delivery address too for a printed one. Other keys are let through unchecked.
 */
export function giftFormSchema(format: VoucherFormat) {
  return format === 'physical' ? v.object({ ...GiftMessageSchema.entries, ...GiftDeliveryAddressSchema.entries }) : v.object(GiftMessageSchema.entries);
}

/** What the form gives once accepted: the message, and the address of a printed voucher. */
export type GiftFormOutput = v.InferOutput<typeof GiftMessageSchema> & Partial<v.InferOutput<typeof GiftDeliveryAddressSchema>>;
