import * as v from 'valibot';
import { COUNTRY_CODES } from '@escapade/util-market';
import { CONTACT_FIELD_SCHEMAS, PERSON_NAME_PATTERN } from '../endpoints/contact-case';
import { POSTAL_CODE_MAX } from '../endpoints/purchase-orders';
import { boundedText, nonBlankText } from './wire-values';

/** Longest giver's name on a gift voucher (product-side.md section 5). */
export const GIFT_FROM_NAME_MAX = 40;

/** Longest message on a gift voucher (product-side.md section 5: 'Max. 180 characters'). */
export const GIFT_MESSAGE_MAX = 180;

/**
 * The giver's words on the voucher (product-side.md, gift form): `fromName` optional in the gift flow,
 * at most 40 characters of text only (letters, spaces, apostrophes, hyphens); `message` at most 180
 * characters. Empty texts are left out. The gift setup checks each field with these very rules.
 */
export const GiftMessageSchema = v.strictObject({
  fromName: v.optional(
    v.union(
      [v.literal(''), v.pipe(boundedText(GIFT_FROM_NAME_MAX), v.regex(PERSON_NAME_PATTERN, 'must be letters, spaces, apostrophes and hyphens only'), v.trim())],
      'must be text',
    ),
    '',
  ),
  message: v.optional(v.pipe(boundedText(GIFT_MESSAGE_MAX), v.trim()), ''),
});

/** The giver's words as typed. */
export type GiftMessage = v.InferInput<typeof GiftMessageSchema>;

/** The address a printed voucher is posted to: every field mandatory, the postal code at most 20 characters (section 9). */
export const GiftDeliveryAddressSchema = v.strictObject({
  recipientName: CONTACT_FIELD_SCHEMAS.name,
  addressLine: nonBlankText(200),
  postalCode: nonBlankText(POSTAL_CODE_MAX),
  city: nonBlankText(100),
  country: v.picklist(COUNTRY_CODES, `must be one of ${COUNTRY_CODES.join(', ')}`),
});

/** A delivery address as typed. */
export type GiftDeliveryAddress = v.InferInput<typeof GiftDeliveryAddressSchema>;
