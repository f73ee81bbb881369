import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { CentsSchema, MAX_CENTS } from '../common/money';
import { CodeSchema, integerInRange, queryInteger } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/**
 * `GET /purchase/promotion-codes/{code}`: what a promotion code typed at checkout takes off, before
 * the order is placed, so the checkout shows the server's reduction and sends the amount the order
 * will be priced at. The code as typed (the checkout sends it trimmed, in capitals).
 */
export const PromotionCodeParamsSchema = v.object({ code: CodeSchema });

/** The market the code is used in and the amount it applies to: the stay's or the voucher's price in cents (not the insurance). */
export const PromotionCodeQuerySchema = v.strictObject({
  locale: LocaleSchema,
  amount: queryInteger(0, MAX_CENTS),
});

/** A valid code: its percentage and what it takes off the amount (util-pricing's `promotionCodeReduction`, as the order computes it). */
export const PromotionCodeSchema = v.object({
  code: v.string(),
  percent: integerInRange(1, 100),
  amount: CentsSchema,
});

/** A promotion code as the checkout reads it. */
export type PromotionCode = v.InferOutput<typeof PromotionCodeSchema>;

/** The refusal of a code the checkout cannot use, the same code an order with it meets. */
export const PROMOTION_CODE_REFUSAL = 'PROMOTION_CODE_NOT_VALID';

/** `GET /purchase/promotion-codes/{code}`: a promotion code's reduction on an amount, or 422 when it cannot be used. */
export const getPromotionCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/purchase/promotion-codes/:code',
  summary: 'What a promotion code takes off an amount in a market (before the order is placed)',
  tags: ['purchase'],
  status: 200,
  params: PromotionCodeParamsSchema,
  query: PromotionCodeQuerySchema,
  reply: PromotionCodeSchema,
  conflicts: `422 ${PROMOTION_CODE_REFUSAL} when the promotion code is unknown, expired or not for this market`,
});
