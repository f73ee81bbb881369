import * as v from 'valibot';
import { HrefSchema } from './href';

/** Where the banner image sits. */
export const IMAGE_POSITIONS = ['center', 'left', 'right'] as const;

/** A call to action of a banner. */
export const BannerCtaSchema = v.object({
  label: v.string(),
  url: HrefSchema,
  newTab: v.boolean(),
  category: v.nullable(v.string()),
});

/** A banner chosen for the page's destination, theme and flow; `trackingBlockName` names it in analytics. */
export const TargetedBannerSchema = v.object({
  title: v.string(),
  subtitle: v.nullable(v.string()),
  imageUrl: HrefSchema,
  imageMobile: v.nullable(HrefSchema),
  imagePosition: v.picklist(IMAGE_POSITIONS),
  imageAlt: v.string(),
  ctas: v.array(BannerCtaSchema),
  url: v.nullable(HrefSchema),
  newTab: v.boolean(),
  trackingBlockName: v.string(),
});

/** A targeted banner. */
export type TargetedBanner = v.InferOutput<typeof TargetedBannerSchema>;
