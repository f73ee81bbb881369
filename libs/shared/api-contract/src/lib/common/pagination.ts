import * as v from 'valibot';
import { integerInRange, wireInteger } from './wire-values';

/** Page size when a search does not name one; a multiple of the 3-column result grid. */
export const DEFAULT_PAGE_LIMIT = 24;

/** Largest page a client may ask for. */
export const MAX_PAGE_LIMIT = 100;

/** Highest zero-based page number a client may ask for. */
export const MAX_PAGE = 10_000;

/** Zero-based page number, as the results page keeps it in its query string. */
export const PageSchema = wireInteger(0, MAX_PAGE);

/** Results per page. */
export const PageLimitSchema = wireInteger(1, MAX_PAGE_LIMIT);

/** Which slice of the results a search wants (zero-based page). */
export const PaginationSchema = v.strictObject({
  page: v.optional(PageSchema, 0),
  limit: v.optional(PageLimitSchema, DEFAULT_PAGE_LIMIT),
});

/** Page and page size of a search. */
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** The slice a reply holds, echoed so the client can render the pagination legend. */
export const PaginationReplySchema = v.object({
  page: integerInRange(0, MAX_PAGE),
  limit: integerInRange(1, MAX_PAGE_LIMIT),
});
