import * as v from 'valibot';
import { FlowSchema } from './flow';
import { HrefSchema } from './href';

/** Link styles of the promo bar. */
export const PROMO_BAR_VARIATIONS = ['default', 'black'] as const;

/** A promo-bar link. */
export const PromoBarLinkSchema = v.object({
  label: v.string(),
  url: HrefSchema,
  newTab: v.boolean(),
  variation: v.picklist(PROMO_BAR_VARIATIONS),
});

/** The thin campaign bar above pages; internal code and campaign feed promotion-view analytics. */
export const PromoBarSchema = v.object({
  internalCode: v.string(),
  campaign: v.string(),
  category: v.string(),
  flow: FlowSchema,
  links: v.array(PromoBarLinkSchema),
});

/** A promo bar. */
export type PromoBar = v.InferOutput<typeof PromoBarSchema>;
