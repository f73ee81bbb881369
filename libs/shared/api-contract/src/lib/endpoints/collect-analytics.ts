import * as v from 'valibot';
import { AckReplySchema } from '../common/ack';
import { PointOfSaleSchema } from '../common/locale';
import { boundedText } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Most events one collect call may carry. */
export const MAX_ANALYTICS_EVENTS = 25;

/** Path parameters: the point of sale the events come from. */
export const AnalyticsCollectParamsSchema = v.object({ pos: PointOfSaleSchema });

/** Standard parameters of an event; other parameters (items, promotion names…) travel beside them. */
export const AnalyticsEventParamsSchema = v.looseObject({
  user_logged_in: v.optional(v.boolean()),
  ga_session_id: v.optional(v.union([boundedText(100), v.number()])),
  page_path: v.optional(boundedText(2048)),
  page_hostname: v.optional(boundedText(255)),
  page_type: v.optional(boundedText(100)),
  ab_tests: v.optional(boundedText(1000)),
  locale: v.optional(boundedText(10)),
  transaction_side: v.optional(boundedText(50)),
});

/** One event (select_item, view_item, view_item_list, add_to_cart, promotion and banner views…). */
export const AnalyticsEventSchema = v.object({
  client_id: v.optional(boundedText(100)),
  name: v.pipe(v.string('must be text'), v.regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be an event name (lower-case, digits, underscores)')),
  params: v.optional(AnalyticsEventParamsSchema, {}),
});

/** A collect call, Measurement-Protocol style, sent by beacon or HTTP. */
export const AnalyticsCollectBodySchema = v.object({
  client_id: v.pipe(boundedText(100), v.minLength(1, 'must not be empty')),
  user_id: v.optional(v.nullable(boundedText(100))),
  non_personalized_ads: v.optional(v.boolean()),
  user_data: v.optional(v.record(v.string(), v.unknown())),
  events: v.pipe(
    v.array(AnalyticsEventSchema, 'must be a list'),
    v.minLength(1, 'must have at least one event'),
    v.maxLength(MAX_ANALYTICS_EVENTS, `must have at most ${MAX_ANALYTICS_EVENTS} events`),
  ),
});

/** An analytics collect call. */
export type AnalyticsCollectBody = v.InferOutput<typeof AnalyticsCollectBodySchema>;

/** Analytics events, stored (product-side.md section 7: `POST /analytics/ga/collect/{pos}`). */
export const collectAnalyticsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/analytics/ga/collect/:pos',
  summary: 'Collect analytics events',
  tags: ['analytics'],
  status: 202,
  params: AnalyticsCollectParamsSchema,
  body: AnalyticsCollectBodySchema,
  reply: AckReplySchema,
});
