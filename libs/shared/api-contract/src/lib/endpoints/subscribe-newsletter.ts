import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { LanguageSchema, PointOfSaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/**
 * An email address as valibot's `email` action reads it, with the spaces a form may leave around it
 * (trimmed before it is stored): one expression, both checked and documented as the pattern.
 */
const PADDED_EMAIL = new RegExp(String.raw`^\s*(?:${v.EMAIL_REGEX.source.slice(1, -1)})\s*$`, 'u');

/** A newsletter signup: the address, the market's country and language, and which form it came from. */
export const NewsletterBodySchema = v.strictObject({
  email: v.pipe(
    boundedText(254, 'must be an email address'),
    v.regex(PADDED_EMAIL, 'must be a valid email address'),
    v.trim(),
    v.description('Email address; spaces around it are ignored.'),
  ),
  country: PointOfSaleSchema,
  language: LanguageSchema,
  /** Form of origin: an automatic prefix plus a search or home marker. */
  source: v.pipe(boundedText(100), v.minLength(1, 'must not be empty')),
});

/** A newsletter signup. */
export type NewsletterBody = v.InferOutput<typeof NewsletterBodySchema>;

/** Newsletter signup; signing up twice is fine (product-side.md section 7: `POST /marketing/newsletter`). */
export const subscribeNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/marketing/newsletter',
  summary: 'Subscribe an email address to the newsletter',
  tags: ['marketing'],
  status: 201,
  body: NewsletterBodySchema,
  reply: AckReplySchema,
});
