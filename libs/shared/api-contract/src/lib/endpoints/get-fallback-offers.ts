import * as v from 'valibot';
import { fieldRules } from '../common/field-rules';
import { OfferTypeSchema, OrderBySchema } from '../common/flow';
import { orderByViolations } from '../common/order-by-rules';
import { LocaleSchema } from '../common/locale';
import { SEARCH_CRITERIA_ENTRIES, searchCriteriaRules } from '../common/search-criteria';
import { OffersSearchReplySchema } from '../common/search-result';
import { QueryBooleanSchema, queryInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Results of a fallback block. */
export const FALLBACK_RESULTS = 3;

/** Largest `limit` of the GET search (it feeds small blocks, not pages). */
export const MAX_FALLBACK_LIMIT = 12;

const FallbackOffersQueryObjectSchema = v.strictObject({
  ...SEARCH_CRITERIA_ENTRIES,
  locale: LocaleSchema,
  orderBy: v.optional(v.pipe(OrderBySchema, documented('orderBy')), 'priceQuality'),
  type: v.optional(OfferTypeSchema, 'offer'),
  limit: v.optional(queryInteger(1, MAX_FALLBACK_LIMIT), String(FALLBACK_RESULTS)),
  fetchPageModel: v.optional(QueryBooleanSchema, 'false'),
});

/**
 * Query of `GET /offers.json`: the criteria as flat query keys (lists comma-joined) plus locale,
 * orderBy, limit (3 by default) and fetchPageModel. Also the not-found page's hotel lookup
 * (hotelId, fetchPageModel=false, limit=1).
 */
export const FallbackOffersQuerySchema = v.pipe(
  FallbackOffersQueryObjectSchema,
  searchCriteriaRules<v.InferOutput<typeof FallbackOffersQueryObjectSchema>>(),
  fieldRules<v.InferOutput<typeof FallbackOffersQueryObjectSchema>>(orderByViolations),
);

/** The fallback search as the server reads it. */
export type FallbackOffersQuery = v.InferOutput<typeof FallbackOffersQuerySchema>;

/** Reply of `GET /offers.json`; `fallbackKey` tells what was relaxed. */
export const FallbackOffersReplySchema = OffersSearchReplySchema;

/** Fallback blocks under thin results (expanded destination 30 km, relaxed dates) and the hotel lookup. */
export const getFallbackOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/offers.json',
  summary: 'Fallback search: a few stays for relaxed criteria, or a hotel’s current offers',
  tags: ['search'],
  status: 200,
  query: FallbackOffersQuerySchema,
  reply: FallbackOffersReplySchema,
});
