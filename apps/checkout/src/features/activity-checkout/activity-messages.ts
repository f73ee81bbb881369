import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the activity voucher checkout (product-side.md, activity-only product page and section 9). */
export const activityCheckoutMessages = defineMessages<{
  pageTitle: NoMessageValues;
  pageLoading: NoMessageValues;
  pageGift: NoMessageValues;
  pageContact: NoMessageValues;
  pageIncomplete: NoMessageValues;
  pageHome: NoMessageValues;
  pageUnavailable: NoMessageValues;
  pageBackToActivity: NoMessageValues;
  recapTitle: NoMessageValues;
  recapParticipants: { count: number };
  recapValidity: NoMessageValues;
  recapUse: NoMessageValues;
  summaryTitle: NoMessageValues;
  summaryVoucher: NoMessageValues;
  paymentCardOnly: NoMessageValues;
  phoneHint: NoMessageValues;
  errorPriceChanged: { amount: string };
}>({
  pageTitle: { id: 'checkout.activity.title', defaultMessage: 'Your activity voucher' },
  pageLoading: { id: 'checkout.activity.loading', defaultMessage: 'Loading your activity voucher…' },
  pageGift: {
    id: 'checkout.activity.gift',
    defaultMessage: 'Activity vouchers offered as a gift are completed with our customer care team for now: write to us and we will finish it with you.',
  },
  pageContact: { id: 'checkout.activity.contact', defaultMessage: 'Contact customer care' },
  pageIncomplete: { id: 'checkout.activity.incomplete', defaultMessage: 'This activity voucher is missing: choose it on its activity page.' },
  pageHome: { id: 'checkout.activity.home', defaultMessage: 'Go to the homepage' },
  pageUnavailable: { id: 'checkout.activity.unavailable', defaultMessage: 'This activity voucher is no longer sold for this number of participants.' },
  pageBackToActivity: { id: 'checkout.activity.backToActivity', defaultMessage: 'Back to the activity' },
  recapTitle: { id: 'checkout.activity.recapTitle', defaultMessage: 'Your activity' },
  recapParticipants: { id: 'checkout.activity.participants', defaultMessage: '{count, plural, one {# participant} other {# participants}}' },
  recapValidity: { id: 'checkout.activity.validity', defaultMessage: 'Valid 12 months from the date of purchase' },
  recapUse: { id: 'checkout.activity.use', defaultMessage: 'You book your date directly with the activity centre, giving your order number.' },
  summaryTitle: { id: 'checkout.activity.summaryTitle', defaultMessage: 'Price' },
  summaryVoucher: { id: 'checkout.activity.summaryVoucher', defaultMessage: 'Activity voucher' },
  paymentCardOnly: { id: 'checkout.activity.cardOnly', defaultMessage: 'Paid now by card, on our payment provider’s secure page.' },
  phoneHint: { id: 'checkout.activity.phoneHint', defaultMessage: 'Only to reach you about your order.' },
  errorPriceChanged: {
    id: 'checkout.activity.priceChanged',
    defaultMessage: 'The price of this activity voucher has just changed: the amount to pay is now {amount}. Check it, then pay again.',
  },
});
