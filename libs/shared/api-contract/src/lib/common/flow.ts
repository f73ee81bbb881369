import * as v from 'valibot';

/** The four search flows of both specs (section 3, enums). */
export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;

/** Flow of a search, a page or a piece of content. */
export const FlowSchema = v.picklist(FLOWS, `must be one of ${FLOWS.join(', ')}`);

/** booking, gifting, activity or hotel. */
export type Flow = v.InferOutput<typeof FlowSchema>;

/** Offer type of a stay or gift search (`type` and `flowType`). */
export const OFFER_TYPES = ['offer', 'gift'] as const;

/** Whether a search sells stays or gift vouchers. */
export const OfferTypeSchema = v.picklist(OFFER_TYPES, `must be one of ${OFFER_TYPES.join(', ')}`);

/** offer or gift. */
export type OfferType = v.InferOutput<typeof OfferTypeSchema>;

/** Sort keys of search-side.md section 5 (`orderBy`). */
export const ORDER_BY = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;

/** How results are ordered; priceQuality is the default. */
export const OrderBySchema = v.picklist(ORDER_BY, `must be one of ${ORDER_BY.join(', ')}`);

/** A sort key. */
export type OrderBy = v.InferOutput<typeof OrderBySchema>;

/** Item categories of result cards (section 3, enums). */
export const ITEM_CATEGORIES = ['weekend', 'single_voucher', 'activity_only'] as const;

/** What a card sells: a weekend, a gift voucher or an activity. */
export const ItemCategorySchema = v.picklist(ITEM_CATEGORIES, `must be one of ${ITEM_CATEGORIES.join(', ')}`);

/** weekend, single_voucher or activity_only. */
export type ItemCategory = v.InferOutput<typeof ItemCategorySchema>;

/** Price types (section 3, enums): a from-price without dates, a final price with dates, gift prices. */
export const PRICE_TYPES = ['from', 'final', 'gift', 'beneficiary'] as const;

/** Which price a card or day shows, so the client picks 'From' or 'Total amount'. */
export const PriceTypeSchema = v.picklist(PRICE_TYPES, `must be one of ${PRICE_TYPES.join(', ')}`);

/** from, final, gift or beneficiary. */
export type PriceType = v.InferOutput<typeof PriceTypeSchema>;

/** Gift voucher formats (`giftFormat`). */
export const GIFT_FORMATS = ['digital', 'physical'] as const;

/** Digital or physical gift voucher. */
export const GiftFormatSchema = v.picklist(GIFT_FORMATS, `must be one of ${GIFT_FORMATS.join(', ')}`);

/** digital or physical. */
export type GiftFormat = v.InferOutput<typeof GiftFormatSchema>;
