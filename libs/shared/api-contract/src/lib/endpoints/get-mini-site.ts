import * as v from 'valibot';
import { MiniSiteSchema, MinisiteUrlSchema } from '../common/mini-site';
import { defineEndpoint } from '../endpoint';

/** Path parameters: the mini-site's path name (`macif`). */
export const MiniSiteParamsSchema = v.object({ minisiteUrl: MinisiteUrlSchema });

/** One partner mini-site. */
export const MiniSiteReplySchema = MiniSiteSchema;

/** One partner mini-site by its path name; unknown names answer 404. The spec does not show the path; ours is `GET /content/minisites/:minisiteUrl`. */
export const getMiniSiteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/minisites/:minisiteUrl',
  summary: 'A partner mini-site by its path name',
  tags: ['content'],
  status: 200,
  params: MiniSiteParamsSchema,
  reply: MiniSiteReplySchema,
});
