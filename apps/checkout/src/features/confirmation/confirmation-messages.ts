import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the order confirmation page. */
export const confirmationMessages = defineMessages<{
  title: NoMessageValues;
  pendingTitle: NoMessageValues;
  pending: NoMessageValues;
  notPaidTitle: NoMessageValues;
  notPaid: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFound: NoMessageValues;
  bookingNumber: NoMessageValues;
  emailSent: { email: string };
  bookingNumberHint: NoMessageValues;
  paid: NoMessageValues;
  due: NoMessageValues;
  total: NoMessageValues;
  schedule: NoMessageValues;
  home: NoMessageValues;
  touristTax: { amount: string };
  loading: NoMessageValues;
  documentTitle: { page: string };
  failed: NoMessageValues;
  retry: NoMessageValues;
  voucherTitle: NoMessageValues;
  orderNumber: NoMessageValues;
  voucherParticipants: { count: number };
  voucherValidUntil: { date: string };
  voucherUse: NoMessageValues;
  giftTitle: NoMessageValues;
}>({
  title: { id: 'checkout.confirmation.title', defaultMessage: 'Thank you, your booking is confirmed' },
  pendingTitle: { id: 'checkout.confirmation.pendingTitle', defaultMessage: 'Your payment is being confirmed' },
  pending: { id: 'checkout.confirmation.pending', defaultMessage: 'This page updates by itself as soon as the payment provider confirms it.' },
  notPaidTitle: { id: 'checkout.confirmation.notPaidTitle', defaultMessage: 'This booking is not paid' },
  notPaid: { id: 'checkout.confirmation.notPaid', defaultMessage: 'Nothing was charged. You can book this stay again from its page.' },
  notFoundTitle: { id: 'checkout.confirmation.notFoundTitle', defaultMessage: 'Booking not found' },
  notFound: { id: 'checkout.confirmation.notFound', defaultMessage: "We can't find this booking. Check the link in your confirmation e-mail." },
  bookingNumber: { id: 'checkout.confirmation.bookingNumber', defaultMessage: 'Booking number' },
  emailSent: { id: 'checkout.confirmation.emailSent', defaultMessage: 'A confirmation e-mail is on its way to {email}.' },
  bookingNumberHint: { id: 'checkout.confirmation.bookingNumberHint', defaultMessage: 'Keep it: customer care asks for it.' },
  paid: { id: 'checkout.confirmation.paid', defaultMessage: 'Paid' },
  due: { id: 'checkout.confirmation.due', defaultMessage: 'Still to pay' },
  total: { id: 'checkout.confirmation.total', defaultMessage: 'Total amount' },
  schedule: { id: 'checkout.confirmation.schedule', defaultMessage: 'Payment schedule' },
  home: { id: 'checkout.confirmation.home', defaultMessage: 'Go to the homepage' },
  touristTax: { id: 'checkout.confirmation.touristTax', defaultMessage: 'Tourist tax paid at the hotel: {amount}' },
  loading: { id: 'checkout.confirmation.loading', defaultMessage: 'Loading your booking…' },
  documentTitle: { id: 'checkout.confirmation.documentTitle', defaultMessage: '{page} | Escapade' },
  failed: { id: 'checkout.confirmation.failed', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'checkout.confirmation.retry', defaultMessage: 'Try again' },
  voucherTitle: { id: 'checkout.confirmation.voucherTitle', defaultMessage: 'Thank you, your activity voucher is confirmed' },
  orderNumber: { id: 'checkout.confirmation.orderNumber', defaultMessage: 'Order number' },
  voucherParticipants: { id: 'checkout.confirmation.voucherParticipants', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
  voucherValidUntil: { id: 'checkout.confirmation.voucherValidUntil', defaultMessage: 'Valid until {date}' },
  giftTitle: { id: 'checkout.confirmation.giftTitle', defaultMessage: 'Thank you, your gift is confirmed' },
  voucherUse: { id: 'checkout.confirmation.voucherUse', defaultMessage: 'Book your date directly with the activity centre, giving your order number.' },
});

/** Texts of a gift's confirmation card. */
export const giftConfirmationMessages = defineMessages<{
  giftNights: { count: number };
  giftDeliveryDigital: { email: string };
  giftDeliveryPhysical: { name: string; address: string };
}>({
  giftNights: { id: 'checkout.confirmation.giftNights', defaultMessage: '{count, plural, one {# night} other {# nights}} for 2 people' },
  giftDeliveryDigital: {
    id: 'checkout.confirmation.giftDeliveryDigital',
    defaultMessage: 'The voucher is sent to {email} as a PDF: print it or pass it on to the lucky recipient, who chooses the dates.',
  },
  giftDeliveryPhysical: {
    id: 'checkout.confirmation.giftDeliveryPhysical',
    defaultMessage: 'The voucher is posted to {name}, {address}, within 2 to 4 working days; the recipient chooses the dates.',
  },
});
