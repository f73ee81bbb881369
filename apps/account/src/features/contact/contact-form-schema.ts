import * as v from 'valibot';
import { CONTACT_FIELD_SCHEMAS, CONTACT_REASON_CODES, contactNeedsBookingNumber, type ContactCaseBody, type ContactReason } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';

/** The form's values as typed: every field is text, the reason '' until one is chosen. */
export interface ContactFormValues {
  reason: ContactReason | '';
  bookingNumber: string;
  name: string;
  email: string;
  phone: string;
  description: string;
}

/** An empty form. */
export const EMPTY_CONTACT_FORM: ContactFormValues = { reason: '', bookingNumber: '', name: '', email: '', phone: '', description: '' };

const FORM_SCHEMA_WITH_BOOKING = v.object({
  reason: v.picklist(CONTACT_REASON_CODES),
  bookingNumber: CONTACT_FIELD_SCHEMAS.bookingNumber,
  name: CONTACT_FIELD_SCHEMAS.name,
  email: CONTACT_FIELD_SCHEMAS.email,
  phone: CONTACT_FIELD_SCHEMAS.phone,
  description: CONTACT_FIELD_SCHEMAS.description,
});

const FORM_SCHEMA_WITHOUT_BOOKING = v.object({ ...FORM_SCHEMA_WITH_BOOKING.entries, bookingNumber: v.string() });

/**
 * The form's rules for the chosen reason: the API contract's rule of each field, and the booking
 * number only where the reason needs one. No reason chosen yet: the booking number is checked too.
 */
export function contactFormSchema(reason: ContactReason | '') {
  return reason !== '' && !contactNeedsBookingNumber(reason) ? FORM_SCHEMA_WITHOUT_BOOKING : FORM_SCHEMA_WITH_BOOKING;
}

/** The message the API files, from values the form's schema accepted (trimmed by it). */
export function contactCaseBody(values: v.InferOutput<typeof FORM_SCHEMA_WITH_BOOKING>, locale: MarketCode): ContactCaseBody {
  return {
    reason: values.reason,
    ...(contactNeedsBookingNumber(values.reason) ? { bookingNumber: values.bookingNumber } : {}),
    name: values.name,
    email: values.email,
    phone: values.phone,
    description: values.description,
    locale,
  };
}
