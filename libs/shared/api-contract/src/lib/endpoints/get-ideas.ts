import * as v from 'valibot';
import { HrefSchema, TextLinkSchema } from '../common/href';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the ideas page: the market. */
export const IdeasQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The ideas call as the server reads it. */
export type IdeasQuery = v.InferOutput<typeof IdeasQuerySchema>;

/** An idea card: a label over a cover picture, linking to a search or a page. */
export const IdeaSchema = v.object({ label: v.string(), url: HrefSchema, cover: HrefSchema });

/** The ideas page: sections of idea cards and a list of region links. */
export const IdeasReplySchema = v.object({
  title: v.string(),
  intro: v.string(),
  sections: v.array(v.object({ title: v.string(), intro: v.nullable(v.string()), ideas: v.array(IdeaSchema) })),
  regions: v.array(TextLinkSchema),
});

/** The ideas page content. */
export type Ideas = v.InferOutput<typeof IdeasReplySchema>;

/** The ideas page. The spec does not show the path; ours is `GET /content/ideas.json`. */
export const getIdeasEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/ideas.json',
  summary: 'Ideas page of a market',
  tags: ['content'],
  status: 200,
  query: IdeasQuerySchema,
  reply: IdeasReplySchema,
});
