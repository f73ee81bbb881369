import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the choice among the hotel's getaways for the stay (product-side.md section 4). */
export const offerChoiceMessages = defineMessages<{
  legend: NoMessageValues;
  hint: NoMessageValues;
}>({
  legend: { id: 'product.offerChoice.legend', defaultMessage: 'Your offer for these dates' },
  hint: { id: 'product.offerChoice.hint', defaultMessage: 'Choosing another offer opens it with the same dates and travellers.' },
});
