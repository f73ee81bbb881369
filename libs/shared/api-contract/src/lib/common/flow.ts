import * as v from 'valibot';
import { FLOWS, GIFT_FORMATS, ITEM_CATEGORIES, OFFER_TYPES, ORDER_BY, PRICE_TYPES } from './enums';

/** Flow of a search, a page or a piece of content. */
export const FlowSchema = v.picklist(FLOWS, `must be one of ${FLOWS.join(', ')}`);

/** booking, gifting, activity or hotel. */
export type Flow = v.InferOutput<typeof FlowSchema>;

/** Whether a search sells stays or gift vouchers. */
export const OfferTypeSchema = v.picklist(OFFER_TYPES, `must be one of ${OFFER_TYPES.join(', ')}`);

/** offer or gift. */
export type OfferType = v.InferOutput<typeof OfferTypeSchema>;

/** How results are ordered; priceQuality is the default. */
export const OrderBySchema = v.picklist(ORDER_BY, `must be one of ${ORDER_BY.join(', ')}`);

/** A sort key. */
export type OrderBy = v.InferOutput<typeof OrderBySchema>;

/** What a card sells: a weekend, a gift voucher or an activity. */
export const ItemCategorySchema = v.picklist(ITEM_CATEGORIES, `must be one of ${ITEM_CATEGORIES.join(', ')}`);

/** weekend, single_voucher or activity_only. */
export type ItemCategory = v.InferOutput<typeof ItemCategorySchema>;

/** Which price a card or day shows, so the client picks 'From' or 'Total amount'. */
export const PriceTypeSchema = v.picklist(PRICE_TYPES, `must be one of ${PRICE_TYPES.join(', ')}`);

/** from, final, gift or beneficiary. */
export type PriceType = v.InferOutput<typeof PriceTypeSchema>;

/** Digital or physical gift voucher. */
export const GiftFormatSchema = v.picklist(GIFT_FORMATS, `must be one of ${GIFT_FORMATS.join(', ')}`);

/** digital or physical. */
export type GiftFormat = v.InferOutput<typeof GiftFormatSchema>;
