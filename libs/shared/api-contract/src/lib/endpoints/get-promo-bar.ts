import * as v from 'valibot';
import { FlowSchema } from '../common/flow';
import { LocaleSchema } from '../common/locale';
import { PromoBarSchema } from '../common/promo-bar';
import { defineEndpoint } from '../endpoint';

/** Query of the promo bar: market and flow (booking when absent). */
export const PromoBarQuerySchema = v.strictObject({
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
});

/** The promo bar call as the server reads it. */
export type PromoBarQuery = v.InferOutput<typeof PromoBarQuerySchema>;

/** The running promo bar, null when no campaign runs. */
export const PromoBarReplySchema = v.object({ promoBar: v.nullable(PromoBarSchema) });

/** The promo bar of search, product and hotel pages. The spec does not show the path; ours is `GET /content/promo-bar.json`. */
export const getPromoBarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/promo-bar.json',
  summary: 'Promo bar of a market and flow',
  tags: ['content'],
  status: 200,
  query: PromoBarQuerySchema,
  reply: PromoBarReplySchema,
});
