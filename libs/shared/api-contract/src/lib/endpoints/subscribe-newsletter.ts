import * as v from 'valibot';
import { MARKETS, type MarketLanguage, type PointOfSale } from '@escapade/util-market';
import { AckReplySchema } from '../common/ack';
import { fieldRules } from '../common/field-rules';
import { LanguageSchema, PointOfSaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { documented } from '../documented';
import { EmailAddressSchema } from '../common/email';
import { defineEndpoint } from '../endpoint';

/** The rule between the signup's country and language, as the document states it. */
export const NEWSLETTER_LANGUAGE_RULE = 'A language of the country’s market (be: fr or nl). Refused (400) when the pair is no market';

const NewsletterBodyObjectSchema = v.strictObject({
  email: EmailAddressSchema,
  country: PointOfSaleSchema,
  language: v.pipe(LanguageSchema, documented('newsletterLanguage')),
  /** Form of origin: an automatic prefix plus a search or home marker. */
  source: v.pipe(boundedText(100), v.minLength(1, 'must not be empty')),
});

/** The languages each point of sale's market is written in (`be`: fr and nl). */
const languagesOf = (country: PointOfSale): MarketLanguage[] =>
  Object.values(MARKETS)
    .filter((market) => market.pointOfSale === country)
    .map((market) => market.language);

/**
 * A newsletter signup: the address, the market's country and language, and which form it came from.
 * Country and language name one of the six markets together: `be` with `es` is no market's list.
 */
export const NewsletterBodySchema = v.pipe(
  NewsletterBodyObjectSchema,
  fieldRules<v.InferOutput<typeof NewsletterBodyObjectSchema>>(({ country, language }) =>
    !languagesOf(country).includes(language) ? [{ field: 'language', message: `must be a language of the ${country} market: ${languagesOf(country).join(' or ')}` }] : [],
  ),
);

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
