export { InlinePromoSlot, type InlinePromoSlotProps } from './inline-promo-slot';
