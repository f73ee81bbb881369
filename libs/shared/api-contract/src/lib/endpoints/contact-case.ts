import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { EmailAddressSchema } from '../common/email';
import { fieldRules } from '../common/field-rules';
import { LocaleSchema } from '../common/locale';
import { boundedText, integerInRange, nonBlankText } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/**
 * Why a visitor writes, and the request type and subtype the case is filed under (product-side.md
 * section 3, contact reasons). `avv_info` asks about a hotel or activity before booking, so it is
 * the one reason that needs no booking number.
 */
export const CONTACT_REASONS = {
  avv_info: { requestType: 'Hotel Activity information request', requestSubtype: '' },
  booking_info: { requestType: 'Information/request', requestSubtype: '' },
  emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
  modification: { requestType: 'Modification', requestSubtype: '' },
  cancellation: { requestType: 'Cancellation Request', requestSubtype: '' },
  complaint: { requestType: 'Complaint', requestSubtype: '' },
  other: { requestType: '', requestSubtype: '' },
} as const satisfies Record<string, { requestType: string; requestSubtype: string }>;

/** A contact reason's code, as the form's select sends it. */
export type ContactReason = keyof typeof CONTACT_REASONS;

/** Every contact reason, in the order the form lists them. */
export const CONTACT_REASON_CODES = Object.keys(CONTACT_REASONS) as ContactReason[];

/** The reason whose case needs no booking number (a question before booking). */
export const CONTACT_REASON_WITHOUT_BOOKING: ContactReason = 'avv_info';

/** Whether a case for this reason needs the booking number. */
export const contactNeedsBookingNumber = (reason: ContactReason): boolean => reason !== CONTACT_REASON_WITHOUT_BOOKING;

/** Most characters of the message a visitor writes. */
export const CONTACT_DESCRIPTION_MAX = 4000;

/** Most characters of a name. */
export const CONTACT_NAME_MAX = 80;

/** Most characters of a phone number as typed (spaces and punctuation included). */
export const CONTACT_PHONE_MAX = 30;

/** How many digits a booking number has (product-side.md section 5). */
export const BOOKING_NUMBER_DIGITS = 8;

/** A booking number: exactly `BOOKING_NUMBER_DIGITS` digits. */
export const BOOKING_NUMBER_PATTERN = new RegExp(`^\\d{${BOOKING_NUMBER_DIGITS}}$`);

/**
 * A name: letters (any script, accented or not), spaces, apostrophes and hyphens (section 5, name check).
 * Built from a string: the browsers' build would otherwise spell `\p{L}` out as every letter's range,
 * about 5 KB gzip in each bundle that checks a name, for browsers that all read it as it is.
 */
export const PERSON_NAME_PATTERN = new RegExp("^ *[\\p{L}\\p{M}][\\p{L}\\p{M}' \\u2019-]*$", 'u');

/** A phone number as typed: digits, spaces, parentheses, plus and minus, with 6 to 15 digits (E.164's longest). */
export const PHONE_NUMBER_PATTERN = /^(?=(?:\D*\d){6,15}\D*$)[\d ()+-]+$/;

/**
 * The contact form's fields by their rule, each checked as sent, so the form checks a field on blur
 * with the very rule the server applies to the whole body.
 */
export const CONTACT_FIELD_SCHEMAS = {
  bookingNumber: v.pipe(v.string('must be text'), v.regex(BOOKING_NUMBER_PATTERN, `must be exactly ${BOOKING_NUMBER_DIGITS} digits`)),
  name: v.pipe(boundedText(CONTACT_NAME_MAX), v.regex(PERSON_NAME_PATTERN, 'must be letters, spaces, apostrophes and hyphens only'), v.trim()),
  email: EmailAddressSchema,
  phone: v.pipe(boundedText(CONTACT_PHONE_MAX), v.regex(PHONE_NUMBER_PATTERN, 'must be 6 to 15 digits, with spaces, parentheses, + and - only'), v.trim()),
  description: nonBlankText(CONTACT_DESCRIPTION_MAX),
} as const;

/** A field of the contact form that has a rule of its own. */
export type ContactField = keyof typeof CONTACT_FIELD_SCHEMAS;

/** Longest text of a bot-check value (hex keys, base64 salts and signatures are far shorter). */
const BOT_CHECK_TEXT_MAX = 512;

const botCheckText = boundedText(BOT_CHECK_TEXT_MAX);

/**
 * A proof-of-work challenge (ALTCHA's second version): the client derives keys from the nonce and
 * salt with increasing counters until one starts with `keyPrefix`. The server signs the parameters,
 * so a client cannot make its own challenge easier.
 */
export const BotCheckChallengeSchema = v.strictObject({
  parameters: v.strictObject({
    algorithm: botCheckText,
    nonce: botCheckText,
    salt: botCheckText,
    cost: integerInRange(1, 1_000_000),
    keyLength: integerInRange(1, 64),
    keyPrefix: botCheckText,
    keySignature: v.optional(botCheckText),
    expiresAt: v.optional(integerInRange(0, 2 ** 32)),
  }),
  signature: botCheckText,
});

/** A challenge as the server hands it out. */
export type BotCheckChallenge = v.InferOutput<typeof BotCheckChallengeSchema>;

/** A solved challenge: the challenge as received, and the counter whose derived key has the prefix. */
export const BotCheckSolutionSchema = v.strictObject({
  challenge: BotCheckChallengeSchema,
  solution: v.strictObject({
    counter: integerInRange(0, 2 ** 32 - 1),
    derivedKey: botCheckText,
    time: v.optional(v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.minValue(0, 'must not be negative'))),
  }),
});

/** What the form sends as proof that a browser, not a script, filled it. */
export type BotCheckSolution = v.InferOutput<typeof BotCheckSolutionSchema>;

/** What a 400 on `botCheck` means, stated in the document. */
export const BOT_CHECK_RULE =
  'A solved challenge from GET /api/contact/challenge, used once and before it expires. Required unless the request carries a customer-care staff session (product-side.md section 1: staff skip the bot check).';

/** A message to customer care (the contact form). */
export const ContactCaseBodySchema = v.pipe(
  v.strictObject({
    reason: v.picklist(CONTACT_REASON_CODES, `must be one of ${CONTACT_REASON_CODES.join(', ')}`),
    /** The booking the message is about; required unless the reason is `avv_info`. */
    bookingNumber: v.optional(v.pipe(CONTACT_FIELD_SCHEMAS.bookingNumber, documented('contactBookingNumber'))),
    name: CONTACT_FIELD_SCHEMAS.name,
    email: CONTACT_FIELD_SCHEMAS.email,
    phone: CONTACT_FIELD_SCHEMAS.phone,
    description: CONTACT_FIELD_SCHEMAS.description,
    /** The market the visitor writes from: the case's language and point of sale. */
    locale: LocaleSchema,
    botCheck: v.optional(v.pipe(BotCheckSolutionSchema, documented('botCheck'))),
  }),
  fieldRules((body) =>
    contactNeedsBookingNumber(body.reason) && body.bookingNumber === undefined
      ? [{ field: 'bookingNumber', message: `is required unless the reason is ${CONTACT_REASON_WITHOUT_BOOKING}` }]
      : [],
  ),
);

/** A contact form's message as the client sends it. */
export type ContactCaseBody = v.InferInput<typeof ContactCaseBodySchema>;

/** A bot-check challenge for the contact form; each is good for one message, for a few minutes. */
export const getContactChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contact/challenge',
  summary: 'A proof-of-work challenge the contact form solves before it sends a message',
  tags: ['contact'],
  status: 200,
  reply: BotCheckChallengeSchema,
});

/** Files a message to customer care as a case (product-side.md: contact form). */
export const createContactCaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contact/cases',
  summary: 'Send a message to customer care',
  tags: ['contact'],
  status: 201,
  body: ContactCaseBodySchema,
  reply: AckReplySchema,
});
