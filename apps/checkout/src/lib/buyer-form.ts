import * as v from 'valibot';
import { BuyerSchema, type Buyer } from '@escapade/api-contract';
import type { CountryCode } from '@escapade/util-market';

/** The buyer's fields as typed, the same on every checkout: every field is text, the terms box ticked or not. */
export interface BuyerFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  terms: boolean;
}

/** Nothing typed yet. */
export const EMPTY_BUYER_FORM: BuyerFormValues = { email: '', firstName: '', lastName: '', phone: '', terms: false };

/** The buyer's fields in the order in which a refused form focuses the first wrong one. */
export const BUYER_FIELD_NAMES = ['email', 'firstName', 'lastName', 'phone', 'terms'] as const;

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
 * The buyer's rules, for a checkout's form schema to spread into its own: the contract's buyer rules
 * for the e-mail and names, a phone number valid for the market's country (sent in international
 * form), and the terms accepted.
 */
export function buyerFormEntries(country: CountryCode) {
  return {
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
    terms: v.literal(true),
  };
}

/** The order's buyer from the form's accepted values. */
export function buyerOf(values: { readonly email: string; readonly firstName: string; readonly lastName: string; readonly phone: string }): Buyer {
  return { email: values.email, firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phone };
}
