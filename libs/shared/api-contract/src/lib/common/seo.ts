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

/** The robots directives of a CMS page, built from its index and follow flags (the meta tag and the X-Robots-Tag header say the same). */
export function robotsDirectives(seo: Pick<Seo, 'index' | 'follow'>): string {
  return `${seo.index ? 'index' : 'noindex'}, ${seo.follow ? 'follow' : 'nofollow'}`;
}

/**
 * A CMS page's SEO flags as served: indexable only where the CMS and the environment both allow it
 * (product-side.md: pages are noindex unless indexing is enabled for the environment).
 */
export function servedSeo<T extends Pick<Seo, 'index'>>(seo: T, indexing: boolean): T {
  return seo.index && !indexing ? { ...seo, index: false } : seo;
}

/** Meta tags of a page, with its other-language versions for alternate links. */
export const PageMetaSchema = v.object({
  pageTitle: v.string(),
  metaDescription: v.string(),
  canonicalUrl: HrefSchema,
  alternateUrls: v.array(v.object({ locale: LocaleSchema, url: HrefSchema })),
});

/** Meta tags of a page. */
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;
