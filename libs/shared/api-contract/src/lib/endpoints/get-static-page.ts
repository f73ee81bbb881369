import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { PageMetaSchema } from '../common/seo';
import { defineEndpoint } from '../endpoint';

/** A static page id: the second path segment of `/page/{id}`. */
export const StaticPageIdSchema = v.pipe(v.string('must be text'), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a page id (lower-case letters, digits, hyphens)'));

/** Path parameters: the page id. */
export const StaticPageParamsSchema = v.object({ pageId: StaticPageIdSchema });

/** Query of a static page: the market. */
export const StaticPageQuerySchema = v.strictObject({ locale: LocaleSchema });

/** A static content page (legal texts, help pages). `content` is Markdown, rendered without raw HTML. */
export const StaticPageReplySchema = v.object({
  id: StaticPageIdSchema,
  locale: LocaleSchema,
  title: v.string(),
  content: v.string(),
  meta: PageMetaSchema,
});

/** A static page. */
export type StaticPage = v.InferOutput<typeof StaticPageReplySchema>;

/** Static pages by id and market; unknown ids answer 404. The spec does not show the path; ours is `GET /content/pages/:pageId`. */
export const getStaticPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/pages/:pageId',
  summary: 'Static content page',
  tags: ['content'],
  status: 200,
  params: StaticPageParamsSchema,
  query: StaticPageQuerySchema,
  reply: StaticPageReplySchema,
});
