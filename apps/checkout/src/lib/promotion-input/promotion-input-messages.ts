import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the promotion code's field, in their own catalog: loaded with the field, when a visitor asks for it. */
export const promotionInputMessages = defineMessages<{
  label: NoMessageValues;
  apply: NoMessageValues;
  required: NoMessageValues;
}>({
  label: { id: 'checkout.promotion.label', defaultMessage: 'Promotion code' },
  apply: { id: 'checkout.promotion.apply', defaultMessage: 'Apply' },
  required: { id: 'checkout.promotion.required', defaultMessage: 'Type a promotion code first.' },
});
