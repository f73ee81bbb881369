import * as v from 'valibot';
import { MiniSiteSchema } from '../common/mini-site';
import { defineEndpoint } from '../endpoint';

/** Every partner mini-site, so the shell knows which `/partner/{name}` paths exist. */
export const MiniSitesReplySchema = v.array(MiniSiteSchema);

/** The partner mini-sites. The spec does not show the path; ours is `GET /content/minisites.json`. */
export const getMiniSitesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/minisites.json',
  summary: 'All partner mini-sites',
  tags: ['content'],
  status: 200,
  reply: MiniSitesReplySchema,
});
