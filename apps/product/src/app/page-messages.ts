import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts every page of the product remote uses. */
export const pageMessages = defineMessages<{
  documentTitle: { page: string };
  failed: NoMessageValues;
  loading: NoMessageValues;
  retry: NoMessageValues;
  sections: NoMessageValues;
  seeOtherOffers: NoMessageValues;
  book: NoMessageValues;
  notFoundTitle: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
}>({
  documentTitle: { id: 'product.common.documentTitle', defaultMessage: '{page} | Escapade' },
  failed: { id: 'product.common.failed', defaultMessage: 'Oops, something went wrong' },
  loading: { id: 'product.common.loading', defaultMessage: 'Loading the page…' },
  retry: { id: 'product.common.retry', defaultMessage: 'Try again' },
  sections: { id: 'product.common.sections', defaultMessage: 'Sections of the page' },
  seeOtherOffers: { id: 'product.common.seeOtherOffers', defaultMessage: 'See other offers' },
  book: { id: 'product.common.book', defaultMessage: 'Book' },
  notFoundTitle: { id: 'product.common.notFoundTitle', defaultMessage: 'Oops!' },
  expiredTitle: { id: 'product.common.expiredTitle', defaultMessage: 'Too late!' },
  expiredText: { id: 'product.common.expiredText', defaultMessage: 'This offer has expired... Fortunately, we have other stays to suggest you.' },
});
