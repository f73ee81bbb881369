import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the stay checkout; English source texts are the spec's where it gives them (product-side.md sections 4, 8 and 9). */
export const checkoutMessages = defineMessages<{
  pageTitle: NoMessageValues;
  pageLoading: NoMessageValues;
  pageBackToStay: NoMessageValues;
  pageSeeOffers: NoMessageValues;
  pageIncomplete: NoMessageValues;
  pageOtherFlow: NoMessageValues;
  pageContact: NoMessageValues;
  recapTitle: NoMessageValues;
  recapDates: { checkin: string; checkout: string };
  recapNights: { nights: number };
  recapParty: { adults: number; children: number; babies: number };
  recapProgramTitle: NoMessageValues;
  recapActivityDay: { title: string; date: string };
  insuranceLegend: NoMessageValues;
  insuranceIncluded: NoMessageValues;
  insurancePromise: NoMessageValues;
  paymentLegend: NoMessageValues;
  paymentCard: NoMessageValues;
  paymentDeferred: { date: string };
  paymentInstalments: { count: string };
  paymentInstalment: { amount: string; date: string };
  paymentFee: { fee: string };
  paymentNoFee: NoMessageValues;
  buyerAddRequest: NoMessageValues;
  buyerSpecialRequest: NoMessageValues;
  buyerSpecialRequestHint: NoMessageValues;
  summaryTitle: NoMessageValues;
  summaryStay: NoMessageValues;
  summaryInsurance: NoMessageValues;
  summaryPayNow: { amount: string };
  summaryBook: NoMessageValues;
  errorPriceChanged: { amount: string };
}>({
  pageTitle: { id: 'checkout.page.title', defaultMessage: 'Your booking' },
  pageLoading: { id: 'checkout.page.loading', defaultMessage: 'Loading your booking…' },
  pageBackToStay: { id: 'checkout.page.backToStay', defaultMessage: 'Back to the stay' },
  pageSeeOffers: { id: 'checkout.page.seeOffers', defaultMessage: 'See all offers' },
  pageIncomplete: { id: 'checkout.page.incomplete', defaultMessage: "This booking has no dates yet: choose them on the stay's page." },
  pageOtherFlow: {
    id: 'checkout.page.otherFlow',
    defaultMessage: 'Gift and activity voucher purchases are completed with our customer care team for now: write to us and we will finish it with you.',
  },
  pageContact: { id: 'checkout.page.contact', defaultMessage: 'Contact customer care' },
  recapTitle: { id: 'checkout.recap.title', defaultMessage: 'Your stay' },
  recapDates: { id: 'checkout.recap.dates', defaultMessage: 'From {checkin} to {checkout}' },
  recapNights: { id: 'checkout.recap.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  recapParty: {
    id: 'checkout.recap.party',
    defaultMessage:
      '{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}{babies, plural, =0 {} one {, # baby} other {, # babies}}',
  },
  recapProgramTitle: { id: 'checkout.recap.programTitle', defaultMessage: 'Your stay includes' },
  recapActivityDay: { id: 'checkout.recap.activityDay', defaultMessage: '{title}, on {date}' },
  insuranceLegend: { id: 'checkout.insurance.legend', defaultMessage: 'Cancellation options' },
  insuranceIncluded: { id: 'checkout.insurance.included', defaultMessage: 'Included' },
  insurancePromise: { id: 'checkout.insurance.promise', defaultMessage: 'Refund in less than 72 h, more than 25 covered cases' },
  paymentLegend: { id: 'checkout.payment.legend', defaultMessage: 'How would you like to pay?' },
  paymentCard: { id: 'checkout.payment.card', defaultMessage: 'Pay now by card' },
  paymentDeferred: { id: 'checkout.payment.deferred', defaultMessage: 'Pay later, on {date}' },
  paymentInstalments: { id: 'checkout.payment.instalments', defaultMessage: 'Pay in {count} instalments' },
  paymentInstalment: { id: 'checkout.payment.instalment', defaultMessage: '{amount} on {date}' },
  paymentFee: { id: 'checkout.payment.fee', defaultMessage: 'Fee: {fee}, with the first payment' },
  paymentNoFee: { id: 'checkout.payment.noFee', defaultMessage: 'No fee' },
  buyerAddRequest: { id: 'checkout.buyer.addRequest', defaultMessage: 'Add a request for the hotel' },
  buyerSpecialRequest: { id: 'checkout.buyer.specialRequest', defaultMessage: 'Your request for the hotel' },
  buyerSpecialRequestHint: { id: 'checkout.buyer.specialRequestHint', defaultMessage: 'The hotel does its best, without promise.' },
  summaryTitle: { id: 'checkout.summary.title', defaultMessage: 'Price' },
  summaryStay: { id: 'checkout.summary.stay', defaultMessage: 'Stay' },
  summaryInsurance: { id: 'checkout.summary.insurance', defaultMessage: 'Cancellation insurance' },
  summaryPayNow: { id: 'checkout.summary.payNow', defaultMessage: 'Paid today: {amount}' },
  summaryBook: { id: 'checkout.summary.book', defaultMessage: 'Book' },
  errorPriceChanged: { id: 'checkout.error.priceChanged', defaultMessage: 'The price of this stay has just changed: the amount to pay is now {amount}. Check it, then pay again.' },
});
