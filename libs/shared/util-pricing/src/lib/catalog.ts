/** The four search flows of the storefront (search-side.md section 3, enums). */
export type Flow = 'booking' | 'gifting' | 'activity' | 'hotel';

/** How a price is meant: a 'from' price before dates, the final price, a gift or a beneficiary price. */
export type PriceType = 'from' | 'final' | 'beneficiary' | 'gift';

/** What a card or product sells: a weekend stay, a gift stay voucher or an activity-only voucher. */
export type ItemCategory = 'weekend' | 'single_voucher' | 'activity_only';
