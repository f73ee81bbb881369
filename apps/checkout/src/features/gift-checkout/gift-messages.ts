import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the gift checkout (product-side.md, gift checkout and section 9). */
export const giftCheckoutMessages = defineMessages<{
  pageTitle: NoMessageValues;
  pageLoading: NoMessageValues;
  pageIncomplete: NoMessageValues;
  pageHome: NoMessageValues;
  pageUnavailable: NoMessageValues;
  pageBackToGift: NoMessageValues;
  recapTitle: NoMessageValues;
  recapNights: { count: number };
  recapFormatDigital: NoMessageValues;
  recapFormatPhysical: NoMessageValues;
  recapValidity: NoMessageValues;
  recapFrom: { fromName: string };
  recapMessage: NoMessageValues;
  summaryTitle: NoMessageValues;
  summaryGift: NoMessageValues;
  summaryShipping: NoMessageValues;
  summaryShippingFree: NoMessageValues;
  summaryOptions: NoMessageValues;
  addressTitle: NoMessageValues;
  addressDelay: NoMessageValues;
  recipientName: NoMessageValues;
  addressLine: NoMessageValues;
  postalCode: NoMessageValues;
  city: NoMessageValues;
  country: NoMessageValues;
  paymentCardOnly: NoMessageValues;
  phoneHint: NoMessageValues;
  errorPriceChanged: { amount: string };
}>({
  pageTitle: { id: 'checkout.gift.title', defaultMessage: 'Your gift' },
  pageLoading: { id: 'checkout.gift.loading', defaultMessage: 'Loading your gift…' },
  pageIncomplete: { id: 'checkout.gift.incomplete', defaultMessage: 'This gift is missing: set it up from its stay’s page.' },
  pageHome: { id: 'checkout.gift.home', defaultMessage: 'Go to the homepage' },
  pageUnavailable: { id: 'checkout.gift.unavailable', defaultMessage: 'This stay can no longer be offered for this number of nights or in this format.' },
  pageBackToGift: { id: 'checkout.gift.backToGift', defaultMessage: 'Back to the gift' },
  recapTitle: { id: 'checkout.gift.recapTitle', defaultMessage: 'The gift' },
  recapNights: { id: 'checkout.gift.nights', defaultMessage: '{count, plural, one {# night} other {# nights}} for 2 people' },
  recapFormatDigital: { id: 'checkout.gift.formatDigital', defaultMessage: 'Voucher by e-mail, to print at home: sent as soon as you have paid' },
  recapFormatPhysical: { id: 'checkout.gift.formatPhysical', defaultMessage: 'Voucher by post' },
  recapValidity: { id: 'checkout.gift.validity', defaultMessage: 'Valid 1 year from the date of purchase: the recipient chooses the dates.' },
  recapFrom: { id: 'checkout.gift.from', defaultMessage: 'From {fromName}' },
  recapMessage: { id: 'checkout.gift.message', defaultMessage: 'Your message' },
  summaryTitle: { id: 'checkout.gift.summaryTitle', defaultMessage: 'Price' },
  summaryGift: { id: 'checkout.gift.summaryGift', defaultMessage: 'Gift stay' },
  summaryShipping: { id: 'checkout.gift.summaryShipping', defaultMessage: 'Shipping' },
  summaryShippingFree: { id: 'checkout.gift.summaryShippingFree', defaultMessage: 'Free' },
  summaryOptions: { id: 'checkout.gift.summaryOptions', defaultMessage: 'Customization' },
  addressTitle: { id: 'checkout.gift.addressTitle', defaultMessage: 'Where we post the voucher' },
  addressDelay: { id: 'checkout.gift.addressDelay', defaultMessage: 'Delivered within 2 to 4 working days.' },
  recipientName: { id: 'checkout.gift.recipientName', defaultMessage: 'Recipient’s name' },
  addressLine: { id: 'checkout.gift.addressLine', defaultMessage: 'Address' },
  postalCode: { id: 'checkout.gift.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'checkout.gift.city', defaultMessage: 'City' },
  country: { id: 'checkout.gift.country', defaultMessage: 'Country' },
  paymentCardOnly: { id: 'checkout.gift.cardOnly', defaultMessage: 'Paid now by card, on our payment provider’s secure page.' },
  phoneHint: { id: 'checkout.gift.phoneHint', defaultMessage: 'Only to reach you about your order.' },
  errorPriceChanged: {
    id: 'checkout.gift.priceChanged',
    defaultMessage: 'The price of this gift has just changed: the amount to pay is now {amount}. Check it, then pay again.',
  },
});
