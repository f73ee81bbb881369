import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the extras section; the loading modal's are the spec's (product-side.md section 4). */
export const extrasMessages = defineMessages<{
  title: NoMessageValues;
  add: { label: string };
  remove: { label: string };
  added: NoMessageValues;
  noDifference: NoMessageValues;
  adding: NoMessageValues;
  removing: NoMessageValues;
  updating: NoMessageValues;
}>({
  title: { id: 'product.extras.title', defaultMessage: 'Add an extra to your stay' },
  add: { id: 'product.extras.add', defaultMessage: 'Add {label}' },
  remove: { id: 'product.extras.remove', defaultMessage: 'Remove {label}' },
  added: { id: 'product.extras.added', defaultMessage: 'Added to your stay' },
  noDifference: { id: 'product.extras.noDifference', defaultMessage: 'Price with your dates' },
  adding: { id: 'product.extras.adding', defaultMessage: 'We are adding your extra ...' },
  removing: { id: 'product.extras.removing', defaultMessage: 'We are removing your extra ...' },
  updating: { id: 'product.extras.updating', defaultMessage: 'Updating your stay' },
});
