import * as v from 'valibot';
import { ActivityOnlyMatchSchema } from '../common/activity-only-match';
import { LocaleSchema } from '../common/locale';
import { DEFAULT_PAGE_LIMIT, PageLimitSchema, PageSchema } from '../common/pagination';
import { SearchCriteriasSchema } from '../common/search-criteria';
import { SearchDetailsSchema } from '../common/search-result';
import { integerInRange, wireInteger } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Activity-only searches return up to 20 packages per activity centre. */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;

/** Body of `POST /search/activity-only.json`: criteria, zero-based page, page size. */
export const SearchActivityOnlyBodySchema = v.strictObject({
  criteria: v.optional(SearchCriteriasSchema, {}),
  limit: v.optional(PageLimitSchema, DEFAULT_PAGE_LIMIT),
  locale: LocaleSchema,
  numberOfPackagesPerHotel: v.optional(wireInteger(1, ACTIVITY_PACKAGES_PER_HOTEL), ACTIVITY_PACKAGES_PER_HOTEL),
  page: v.optional(PageSchema, 0),
});

/** An activity-only search as a client writes it. */
export type SearchActivityOnlyBodyInput = v.InferInput<typeof SearchActivityOnlyBodySchema>;
/** An activity-only search as the server reads it. */
export type SearchActivityOnlyBody = v.InferOutput<typeof SearchActivityOnlyBodySchema>;

/** Reply of the activity-only search: results with their activities and voucher prices by participants. */
export const SearchActivityOnlyReplySchema = v.object({
  exactMatches: v.array(ActivityOnlyMatchSchema),
  resultsCount: integerInRange(0, Number.MAX_SAFE_INTEGER),
  searchDetails: SearchDetailsSchema,
});

/** An activity-only search reply. */
export type SearchActivityOnlyReply = v.InferOutput<typeof SearchActivityOnlyReplySchema>;

/** Activity-only results page (search-side.md section 7). */
export const searchActivityOnlyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/search/activity-only.json',
  summary: 'Search activity-only vouchers',
  tags: ['search'],
  status: 200,
  body: SearchActivityOnlyBodySchema,
  reply: SearchActivityOnlyReplySchema,
});
