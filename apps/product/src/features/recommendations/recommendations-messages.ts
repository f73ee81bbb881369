import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the recommendations block (product-side.md section 2). */
export const recommendationsMessages = defineMessages<{
  title: NoMessageValues;
  list: NoMessageValues;
}>({
  title: { id: 'product.recommendations.title', defaultMessage: 'You may also like' },
  list: { id: 'product.recommendations.list', defaultMessage: 'Similar offers in other hotels' },
});
