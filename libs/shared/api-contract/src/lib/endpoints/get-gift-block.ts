import * as v from 'valibot';
import { HrefSchema } from '../common/href';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the gift block: the market. */
export const GiftBlockQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The gift block call as the server reads it. */
export type GiftBlockQuery = v.InferOutput<typeof GiftBlockQuerySchema>;

/** The gift block: one picture, and links to boxes, gift stays, gift cards and activities (null where the market has none). */
export const GiftBlockReplySchema = v.object({
  title: v.string(),
  subtitle: v.nullable(v.string()),
  imageS: HrefSchema,
  imageL: HrefSchema,
  boxURL: v.nullable(HrefSchema),
  singleVoucherURL: v.nullable(HrefSchema),
  giftcardURL: v.nullable(HrefSchema),
  activityOnlyURL: v.nullable(HrefSchema),
  campaign: v.string(),
  category: v.string(),
});

/** A gift block. */
export type GiftBlock = v.InferOutput<typeof GiftBlockReplySchema>;

/** The gift block (product-side.md section 7: `GET /content/giftBlock`). */
export const getGiftBlockEndpoint = defineEndpoint({
  method: 'GET',
  path: '/content/giftBlock',
  summary: 'Gift block of a market',
  tags: ['content'],
  status: 200,
  query: GiftBlockQuerySchema,
  reply: GiftBlockReplySchema,
});
