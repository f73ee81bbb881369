/*
 * The spec's enumerations (section 3) as plain lists: their schemas are in flow.ts. Code that needs
 * only the values (a URL codec, a sort drawer) imports them without bundling the validation library.
 */

/** The four search flows of both specs (section 3, enums). */
export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;

/** Offer type of a stay or gift search (`type` and `flowType`). */
export const OFFER_TYPES = ['offer', 'gift'] as const;

/** Sort keys of search-side.md section 5 (`orderBy`). */
export const ORDER_BY = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity', 'svPriceDesc', 'svPriceAsc'] as const;

/** Item categories of result cards (section 3, enums). */
export const ITEM_CATEGORIES = ['weekend', 'single_voucher', 'activity_only'] as const;

/** Price types (section 3, enums): a from-price without dates, a final price with dates, gift prices. */
export const PRICE_TYPES = ['from', 'final', 'gift', 'beneficiary'] as const;

/** Gift voucher formats (`giftFormat`). */
export const GIFT_FORMATS = ['digital', 'physical'] as const;
