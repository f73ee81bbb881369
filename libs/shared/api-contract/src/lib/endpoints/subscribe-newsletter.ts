import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { LanguageSchema, PointOfSaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { EmailAddressSchema } from '../common/email';
import { defineEndpoint } from '../endpoint';

/** A newsletter signup: the address, the market's country and language, and which form it came from. */
export const NewsletterBodySchema = v.strictObject({
  email: EmailAddressSchema,
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
