import * as v from 'valibot';
import { HotelSummarySchema } from './hotel-summary';
import { HrefSchema } from './href';
import { IdSchema } from './ids';
import { ImageSchema } from './image';
import { ActivityPricesSchema } from './prices';
import { integerInRange, numberInRange } from './wire-values';

/** An activity included in an activity-only voucher (what the card lists). */
export const ActivityOnlyPackageSchema = v.object({
  activityId: IdSchema,
  title: v.string(),
  imageUrl: v.nullable(HrefSchema),
});

/** The voucher sold: its prices by participants (the card shows sellPrice, barPrice and promo per person). */
export const ActivityOnlyVoucherSchema = v.object({
  id: IdSchema,
  prices: ActivityPricesSchema,
  minParticipants: integerInRange(1, 20),
  maxParticipants: integerInRange(1, 20),
});

/** One activity-only result: the product, its activity centre, its activities and its voucher. */
export const ActivityOnlyMatchSchema = v.object({
  id: IdSchema,
  label: v.string(),
  uri: HrefSchema,
  imageUrl: HrefSchema,
  images: v.array(ImageSchema),
  headwords: v.array(v.string()),
  itemCategory: v.literal('activity_only'),
  /** The activity centre, shaped like a card's hotel. */
  hotel: HotelSummarySchema,
  distance: v.nullable(numberInRange(0, 40_000)),
  activityOnlyPackages: v.array(ActivityOnlyPackageSchema),
  activityOnlyVoucher: ActivityOnlyVoucherSchema,
});

/** An activity-only result. */
export type ActivityOnlyMatch = v.InferOutput<typeof ActivityOnlyMatchSchema>;
