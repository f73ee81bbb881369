import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the checkout start; English source texts are the spec's (product-side.md sections 5 and 8). */
export const checkoutMessages = defineMessages<{
  missingActivityDates: NoMessageValues;
}>({
  missingActivityDates: { id: 'product.checkout.missingActivityDates', defaultMessage: 'Please choose your activity dates.' },
});
