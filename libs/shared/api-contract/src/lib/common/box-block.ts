import * as v from 'valibot';
import { HrefSchema } from './href';
import { CentsSchema, PromoPercentSchema } from './money';
import { integerInRange } from './wire-values';

/** A gift box of the boxes block; the card shows the discount computed from price and promoPrice. */
export const ContentBoxSchema = v.object({
  id: v.string(),
  title: v.string(),
  image: HrefSchema,
  includedContent: v.array(v.string()),
  /** Shown as is, or as x/10 when it has no slash. */
  rating: v.nullable(v.string()),
  price: CentsSchema,
  promoPrice: v.nullable(CentsSchema),
  handle: v.string(),
  discount: v.nullable(PromoPercentSchema),
  position: integerInRange(0, 1000),
  url: HrefSchema,
});

/** A gift box. */
export type ContentBox = v.InferOutput<typeof ContentBoxSchema>;

/** The gift-box block: a campaign header, its button and its boxes in order. */
export const BoxBlockSchema = v.object({
  campaign: v.string(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  buttonLabel: v.string(),
  buttonURL: HrefSchema,
  boxes: v.array(ContentBoxSchema),
});

/** A boxes block. */
export type BoxBlock = v.InferOutput<typeof BoxBlockSchema>;
