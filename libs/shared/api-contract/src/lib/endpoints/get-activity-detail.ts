import * as v from 'valibot';
import { HotelSummarySchema } from '../common/hotel-summary';
import { HrefSchema } from '../common/href';
import { IdParamSchema, IdSchema } from '../common/ids';
import { ImageSchema } from '../common/image';
import { LocaleSchema } from '../common/locale';
import { LocationLevelSchema } from '../common/location';
import { ActivityPricesSchema } from '../common/prices';
import { PageMetaSchema } from '../common/seo';
import { integerInRange } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';

/** Path parameter: the activity-only voucher whose page is shown. */
export const ActivityDetailParamsSchema = v.object({ productId: IdParamSchema });

/** Query of an activity page: the market, whose language the texts are in. */
export const ActivityDetailQuerySchema = v.strictObject({ locale: LocaleSchema });

/** Everything the activity-only page shows of one voucher. */
export const ActivityDetailReplySchema = v.object({
  id: IdSchema,
  label: v.string(),
  description: v.string(),
  uri: HrefSchema,
  /** False for a voucher no longer sold: its page shows the expired notice instead of the price box. */
  published: v.boolean(),
  /** The activity centre (the main one), shaped like a card's hotel. */
  activityCenter: HotelSummarySchema,
  /** The activities the voucher includes. */
  activities: v.array(v.object({ activityId: IdSchema, title: v.string() })),
  images: v.array(ImageSchema),
  /** Prices keyed by the number of participants (hash `a`; the lowest is the default). */
  prices: ActivityPricesSchema,
  minParticipants: integerInRange(1, 20),
  maxParticipants: integerInRange(1, 20),
  breadcrumb: v.array(LocationLevelSchema),
  pageModel: PageMetaSchema,
});

/** An activity page's data. */
export type ActivityDetail = v.InferOutput<typeof ActivityDetailReplySchema>;

/** The activity-only page of a voucher (product-side.md section 7). */
export const getActivityDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activity-only/weekend/:productId/detail.json',
  summary: 'An activity voucher’s page: its activities, centre, pictures and prices by participants',
  tags: ['product'],
  status: 200,
  params: ActivityDetailParamsSchema,
  query: ActivityDetailQuerySchema,
  reply: ActivityDetailReplySchema,
});
