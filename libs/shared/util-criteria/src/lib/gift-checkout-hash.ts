import { COUNTRY_CODES, type CountryCode } from '@escapade/util-market';
import { readNumberList, readParams, readText, writeParams } from './url-params';
import { asIntegerList, asMember, asText } from './values';

/** Most customization options a gift's checkout address carries (the contract takes as many). */
const MAX_GIFT_OPTIONS = 20;

/** Largest option id kept from an address (the catalog's ids). */
const MAX_OPTION_ID = 9_999_999_999;

/** Where a posted voucher goes, as typed on the gift setup. */
export interface GiftDeliveryChoice {
  readonly recipientName?: string;
  readonly addressLine?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly country?: CountryCode;
}

/**
 * What the gift setup chose besides the nights and format, carried to the checkout in its hash (after
 * the summary hash's keys) so a reload or a shared link opens the same gift: the customization
 * options (`options`), the giver's name and message, and the address of a posted voucher.
 */
export interface GiftCheckoutChoices {
  readonly options: readonly number[];
  readonly fromName?: string;
  readonly message?: string;
  readonly delivery: GiftDeliveryChoice;
}

/** The hash keys of {@link GiftCheckoutChoices}, in the order they are written. */
const KEYS = {
  options: 'options',
  fromName: 'fromName',
  message: 'message',
  recipientName: 'to',
  addressLine: 'street',
  postalCode: 'zip',
  city: 'city',
  country: 'country',
} as const;

/** Reads a gift checkout's choices from its hash. Never throws: an unreadable value is left out. */
export function parseGiftCheckoutChoices(hash: string): GiftCheckoutChoices {
  const params = readParams(hash);
  const text = (key: string) => asText(readText(params, key));
  const delivery: GiftDeliveryChoice = {
    recipientName: text(KEYS.recipientName),
    addressLine: text(KEYS.addressLine),
    postalCode: text(KEYS.postalCode),
    city: text(KEYS.city),
    country: asMember(readText(params, KEYS.country), COUNTRY_CODES),
  };
  return {
    options: asIntegerList(readNumberList(params, KEYS.options), 1, MAX_OPTION_ID).slice(0, MAX_GIFT_OPTIONS),
    fromName: text(KEYS.fromName),
    message: text(KEYS.message),
    delivery: Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined)),
  };
}

/** The hash pairs of a gift's choices, without a mark (appended to the summary hash by `stayCheckoutUrl`). */
export function formatGiftCheckoutChoices(choices: GiftCheckoutChoices): string {
  return writeParams([
    [KEYS.options, asIntegerList(choices.options, 1, MAX_OPTION_ID).slice(0, MAX_GIFT_OPTIONS)],
    [KEYS.fromName, asText(choices.fromName)],
    [KEYS.message, asText(choices.message)],
    [KEYS.recipientName, asText(choices.delivery.recipientName)],
    [KEYS.addressLine, asText(choices.delivery.addressLine)],
    [KEYS.postalCode, asText(choices.delivery.postalCode)],
    [KEYS.city, asText(choices.delivery.city)],
    [KEYS.country, asMember(choices.delivery.country, COUNTRY_CODES)],
  ]);
}
