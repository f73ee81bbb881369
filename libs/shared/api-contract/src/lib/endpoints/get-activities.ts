import * as v from 'valibot';
import { IdSchema, MAX_ID } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { queryInteger, wireList } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Query of the activities list: the selected activity ids, comma-joined (`ids=12,40`). */
export const ActivitiesQuerySchema = v.strictObject({
  ids: wireList(queryInteger(1, MAX_ID), { minItems: 1 }),
  locale: LocaleSchema,
});

/** The activities list call as the server reads it. */
export type ActivitiesQuery = v.InferOutput<typeof ActivitiesQuerySchema>;

/** A selected activity with its name and group, for the chips of the activities dropdown. */
export const ActivitySchema = v.object({
  id: IdSchema,
  name: v.string(),
  groupName: v.string(),
});

/** An activity. */
export type Activity = v.InferOutput<typeof ActivitySchema>;

/** The activities found, in the order asked; unknown ids are left out. */
export const ActivitiesReplySchema = v.array(ActivitySchema);

/**
 * Activities by ids, fetched while the activities dropdown is open. The spec does not show the path;
 * ours is `GET /activities.json?ids=1,2`.
 */
export const getActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities.json',
  summary: 'Activities by ids (names for the selected activity filters)',
  tags: ['search'],
  status: 200,
  query: ActivitiesQuerySchema,
  reply: ActivitiesReplySchema,
});
