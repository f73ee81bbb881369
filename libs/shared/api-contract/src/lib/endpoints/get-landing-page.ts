import * as v from 'valibot';
import { CmsBlockSchema } from '../common/cms-blocks';
import { LocaleSchema } from '../common/locale';
import { PageMetaSchema } from '../common/seo';
import { defineEndpoint } from '../endpoint';

/** A landing page's path segment: the second segment of `/landing/{slug}`. */
export const LandingSlugSchema = v.pipe(v.string('must be text'), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a landing page name (lower-case letters, digits, hyphens)'));

/** Path parameters: the landing page's slug. */
export const LandingPageParamsSchema = v.object({ slug: LandingSlugSchema });

/** Query of a landing page: the market. */
export const LandingPageQuerySchema = v.strictObject({ locale: LocaleSchema });

/** A block-built landing page: its title and introduction, then CMS blocks of the home's types, in order. */
export const LandingPageReplySchema = v.object({
  slug: LandingSlugSchema,
  locale: LocaleSchema,
  title: v.string(),
  intro: v.nullable(v.string()),
  blocks: v.array(CmsBlockSchema),
  meta: PageMetaSchema,
});

/** A block-built landing page. */
export type LandingPage = v.InferOutput<typeof LandingPageReplySchema>;

/**
 * Block-built landing pages, chosen by a path segment and the market (product-side.md section 2);
 * unknown slugs answer 404. The spec does not show the path; ours is `GET /content/landing/:slug`.
 */
export const getLandingPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/landing/:slug',
  summary: 'Block-built landing page',
  tags: ['content'],
  status: 200,
  params: LandingPageParamsSchema,
  query: LandingPageQuerySchema,
  reply: LandingPageReplySchema,
});
