import * as v from 'valibot';
import { BoxBlockSchema } from './box-block';
import { HrefSchema } from './href';
import { OfferCardSchema } from './offer-card';
import { TargetedBannerSchema } from './targeted-banner';

/** The hero of a home page, behind the search box. */
export const JumbotronSchema = v.object({
  title: v.string(),
  subtitle: v.nullable(v.string()),
  imageUrl: HrefSchema,
  /** Image below 600 px wide. */
  imageMobile: HrefSchema,
  imageAlt: v.string(),
});

/** A home hero. */
export type Jumbotron = v.InferOutput<typeof JumbotronSchema>;

/** A button of a CMS block. */
export const CmsCtaSchema = v.object({ label: v.string(), url: HrefSchema, newTab: v.boolean() });

/** CMS block types of product-side.md section 3, as the `type` discriminator spells them. */
export const CMS_BLOCK_TYPES = ['boxes', 'jumbotron', 'mainUsp', 'marketingBlock', 'categoriesBlock', 'bannerBlock', 'topSearchResults'] as const;

/** Most offers a top-search-results block shows. */
export const MAX_TOP_SEARCH_RESULTS = 3;

/** One block of a CMS page; the client renders each type with its own component and ignores none. */
export const CmsBlockSchema = v.variant('type', [
  v.object({ type: v.literal('boxes'), ...BoxBlockSchema.entries }),
  v.object({ type: v.literal('jumbotron'), ...JumbotronSchema.entries }),
  v.object({
    type: v.literal('mainUsp'),
    items: v.array(v.object({ icon: v.string(), title: v.string(), text: v.string() })),
  }),
  v.object({
    type: v.literal('marketingBlock'),
    title: v.string(),
    text: v.string(),
    imageUrl: v.nullable(HrefSchema),
    imageAlt: v.string(),
    cta: v.nullable(CmsCtaSchema),
  }),
  v.object({
    type: v.literal('categoriesBlock'),
    title: v.string(),
    categories: v.array(v.object({ label: v.string(), url: HrefSchema, imageUrl: HrefSchema })),
  }),
  v.object({ type: v.literal('bannerBlock'), banner: TargetedBannerSchema }),
  v.object({
    type: v.literal('topSearchResults'),
    title: v.string(),
    searchUrl: HrefSchema,
    offers: v.pipe(v.array(OfferCardSchema), v.maxLength(MAX_TOP_SEARCH_RESULTS)),
  }),
]);

/** A CMS block. */
export type CmsBlock = v.InferOutput<typeof CmsBlockSchema>;
