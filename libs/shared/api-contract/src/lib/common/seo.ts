import * as v from 'valibot';
import { HrefSchema } from './href';
import { LocaleSchema } from './locale';

/** Robots and title of a CMS page: noindex unless the CMS and the environment both allow indexing. */
export const SeoSchema = v.object({
  title: v.string(),
  description: v.string(),
  index: v.boolean(),
  follow: v.boolean(),
});

/** SEO settings of a CMS page. */
export type Seo = v.InferOutput<typeof SeoSchema>;

/** Meta tags of a page, with its other-language versions for alternate links. */
export const PageMetaSchema = v.object({
  pageTitle: v.string(),
  metaDescription: v.string(),
  canonicalUrl: HrefSchema,
  alternateUrls: v.array(v.object({ locale: LocaleSchema, url: HrefSchema })),
});

/** Meta tags of a page. */
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;
