import * as v from 'valibot';
import { COUNTRY_CODES } from '@escapade/util-market';
import { CONTACT_FIELD_SCHEMAS, PERSON_NAME_PATTERN } from '../endpoints/contact-case';
import { POSTAL_CODE_MAX } from './postal-code';
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

/** People a gift stay is for (product-side.md: switching to gifting sets giftAdult 2; a gift voucher is for 2 people). */
export const GIFT_ADULTS = 2;

/**
 * The characters of a gift voucher's code: digits and capital letters without those read for one
 * another (0 and O, 1, I and L, U and V are left out), 29 in all.
 */
export const GIFT_VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** Random characters of a voucher’s code: 15 of 29 give 72 bits of chance, far above what guessing can reach. */
export const GIFT_VOUCHER_CODE_RANDOM_LENGTH = 15;

/** A voucher's code as printed: four groups of four, the last character a check character (`7K3M-Q9XA-H2PD-R4TN`). */
export const GIFT_VOUCHER_CODE_PATTERN = /^[2-9A-HJKMNP-TW-Z]{4}(?:-[2-9A-HJKMNP-TW-Z]{4}){3}$/;

/**
 * The check character of a voucher code's random characters (Luhn mod N over the alphabet): a typo
 * of one character or two neighbours swapped is caught before the code is looked up.
 */
export function giftVoucherCheckCharacter(body: string): string {
  const n = GIFT_VOUCHER_CODE_ALPHABET.length;
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index--) {
    const value = GIFT_VOUCHER_CODE_ALPHABET.indexOf(body[index]) * factor;
    sum += Math.floor(value / n) + (value % n);
    factor = factor === 2 ? 1 : 2;
  }
  return GIFT_VOUCHER_CODE_ALPHABET[(n - (sum % n)) % n];
}

/** A voucher's code in its printed form from its random characters: the check character added, grouped by four. */
export function formatGiftVoucherCode(body: string): string {
  const whole = `${body}${giftVoucherCheckCharacter(body)}`;
  return (whole.match(/.{1,4}/g) ?? []).join('-');
}

/** Whether a text is a well-formed voucher code: the printed form and a check character that holds. */
export function isGiftVoucherCode(code: string): boolean {
  if (!GIFT_VOUCHER_CODE_PATTERN.test(code)) return false;
  const characters = code.replace(/-/g, '');
  return giftVoucherCheckCharacter(characters.slice(0, -1)) === characters.slice(-1);
}
