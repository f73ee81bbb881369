import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts every checkout shares (a stay's, an activity voucher's): the buyer's fields, the terms, paying and its refusals. */
export const purchaseMessages = defineMessages<{
  pageDocumentTitle: { page: string };
  pageFailed: NoMessageValues;
  pageRetry: NoMessageValues;
  buyerTitle: NoMessageValues;
  buyerEmail: NoMessageValues;
  buyerEmailHint: NoMessageValues;
  buyerFirstName: NoMessageValues;
  buyerLastName: NoMessageValues;
  buyerPhone: NoMessageValues;
  buyerPhoneHint: NoMessageValues;
  buyerTerms: NoMessageValues;
  buyerTermsRequired: NoMessageValues;
  summaryTotal: NoMessageValues;
  summaryPay: { amount: string };
  progressOrdering: NoMessageValues;
  progressPaying: NoMessageValues;
  errorDeclined: NoMessageValues;
  errorForm: NoMessageValues;
  errorGeneric: NoMessageValues;
}>({
  pageDocumentTitle: { id: 'checkout.page.documentTitle', defaultMessage: '{page} | Escapade' },
  pageFailed: { id: 'checkout.page.failed', defaultMessage: 'Oops, something went wrong' },
  pageRetry: { id: 'checkout.page.retry', defaultMessage: 'Try again' },
  buyerTitle: { id: 'checkout.buyer.title', defaultMessage: 'Your details' },
  buyerEmail: { id: 'checkout.buyer.email', defaultMessage: 'Email' },
  buyerEmailHint: { id: 'checkout.buyer.emailHint', defaultMessage: 'Your confirmation is sent to this address.' },
  buyerFirstName: { id: 'checkout.buyer.firstName', defaultMessage: 'First name' },
  buyerLastName: { id: 'checkout.buyer.lastName', defaultMessage: 'Last name' },
  buyerPhone: { id: 'checkout.buyer.phone', defaultMessage: 'Mobile phone' },
  buyerPhoneHint: { id: 'checkout.buyer.phoneHint', defaultMessage: 'Only to reach you about your stay.' },
  buyerTerms: { id: 'checkout.buyer.terms', defaultMessage: 'I accept the terms of sale' },
  buyerTermsRequired: { id: 'checkout.buyer.termsRequired', defaultMessage: 'Please accept the terms of sale to book.' },
  summaryTotal: { id: 'checkout.summary.total', defaultMessage: 'Amount to pay' },
  summaryPay: { id: 'checkout.summary.pay', defaultMessage: 'Pay {amount}' },
  progressOrdering: { id: 'checkout.progress.ordering', defaultMessage: 'Placing your order…' },
  progressPaying: { id: 'checkout.progress.paying', defaultMessage: 'Opening the secure payment page…' },
  errorDeclined: { id: 'checkout.error.declined', defaultMessage: 'Your payment was declined and nothing was charged. Check your card details or choose another way to pay.' },
  errorForm: { id: 'checkout.error.form', defaultMessage: 'Some details are missing or incorrect: see the fields marked above.' },
  errorGeneric: { id: 'checkout.error.generic', defaultMessage: 'Oops, something went wrong. Nothing was charged: please try again.' },
});
