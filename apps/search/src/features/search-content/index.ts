export { BelowFold } from './below-fold';
export { InlinePromoSlot, type InlinePromoSlotProps } from './inline-promo-slot';
export { SeoText } from './lazy-search-content';
