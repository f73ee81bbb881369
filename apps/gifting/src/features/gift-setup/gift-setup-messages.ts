import { defineMessages, type NoMessageValues } from 'react-intl';

/** The gift setup's texts; English from the spec where it gives them. */
export const giftSetupMessages = defineMessages<{
  pageTitle: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  notGiftable: NoMessageValues;
  seeStay: NoMessageValues;
  people: { count: number };
  validity: NoMessageValues;
  nightsLegend: NoMessageValues;
  nights: { count: number };
  formatLegend: NoMessageValues;
  formatDigital: NoMessageValues;
  formatDigitalHint: NoMessageValues;
  formatPhysical: NoMessageValues;
  formatPhysicalHint: NoMessageValues;
  physicalUnavailable: NoMessageValues;
  addressLegend: NoMessageValues;
  addressDelay: NoMessageValues;
  recipientName: NoMessageValues;
  addressLine: NoMessageValues;
  postalCode: NoMessageValues;
  city: NoMessageValues;
  country: NoMessageValues;
  shippingFree: NoMessageValues;
  shippingCost: { amount: string };
  customizationTitle: NoMessageValues;
  recommended: NoMessageValues;
  included: NoMessageValues;
  extraPrice: { amount: string };
  standard: NoMessageValues;
  messageLegend: NoMessageValues;
  fromName: NoMessageValues;
  message: NoMessageValues;
  messageHint: NoMessageValues;
  previewTitle: NoMessageValues;
  previewHeading: NoMessageValues;
  previewStay: { nights: number; hotel: string };
  previewFrom: { name: string };
  previewDesign: { design: string };
  summaryTitle: NoMessageValues;
  summaryStay: { nights: number };
  summaryPromo: { promo: number };
  summaryShipping: NoMessageValues;
  summaryCustomization: NoMessageValues;
  summaryTotal: NoMessageValues;
  free: NoMessageValues;
  offer: NoMessageValues;
}>({
  pageTitle: { id: 'gifting.gift.title', defaultMessage: 'Offer this stay' },
  loading: { id: 'gifting.setup.loading', defaultMessage: 'Loading the gift…' },
  failed: { id: 'gifting.setup.failed', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'gifting.setup.retry', defaultMessage: 'Try again' },
  notGiftable: { id: 'gifting.setup.notGiftable', defaultMessage: 'This stay cannot be offered as a gift.' },
  seeStay: { id: 'gifting.setup.seeStay', defaultMessage: 'See the stay' },
  people: { id: 'gifting.setup.people', defaultMessage: 'For {count} people' },
  validity: { id: 'gifting.setup.validity', defaultMessage: 'Valid for 1 year: they choose their dates.' },
  nightsLegend: { id: 'gifting.setup.nightsLegend', defaultMessage: 'Number of nights' },
  nights: { id: 'gifting.setup.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  formatLegend: { id: 'gifting.setup.formatLegend', defaultMessage: 'Format of the voucher' },
  formatDigital: { id: 'gifting.setup.formatDigital', defaultMessage: 'Digital' },
  formatDigitalHint: { id: 'gifting.setup.formatDigitalHint', defaultMessage: 'Sent by e-mail at once' },
  formatPhysical: { id: 'gifting.setup.formatPhysical', defaultMessage: 'Physical' },
  formatPhysicalHint: { id: 'gifting.setup.formatPhysicalHint', defaultMessage: 'Printed and posted, delivered in 2 to 4 working days' },
  physicalUnavailable: { id: 'gifting.setup.physicalUnavailable', defaultMessage: 'Victim of its success, the physical format is coming back soon!' },
  addressLegend: { id: 'gifting.setup.addressLegend', defaultMessage: 'Delivery address' },
  addressDelay: { id: 'gifting.setup.addressDelay', defaultMessage: 'The voucher arrives in 2 to 4 working days.' },
  recipientName: { id: 'gifting.setup.recipientName', defaultMessage: 'Recipient’s name' },
  addressLine: { id: 'gifting.setup.addressLine', defaultMessage: 'Address' },
  postalCode: { id: 'gifting.setup.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'gifting.setup.city', defaultMessage: 'City' },
  country: { id: 'gifting.setup.country', defaultMessage: 'Country' },
  shippingFree: { id: 'gifting.setup.shippingFree', defaultMessage: 'Delivery: free' },
  shippingCost: { id: 'gifting.setup.shippingCost', defaultMessage: 'Delivery: {amount}' },
  customizationTitle: { id: 'gifting.setup.customizationTitle', defaultMessage: 'Customize your gift' },
  recommended: { id: 'gifting.setup.recommended', defaultMessage: 'Recommended' },
  included: { id: 'gifting.setup.included', defaultMessage: 'Included' },
  extraPrice: { id: 'gifting.setup.extraPrice', defaultMessage: '+{amount}' },
  standard: { id: 'gifting.setup.standard', defaultMessage: 'Standard' },
  messageLegend: { id: 'gifting.setup.messageLegend', defaultMessage: 'Your message' },
  fromName: { id: 'gifting.setup.fromName', defaultMessage: 'From' },
  message: { id: 'gifting.setup.message', defaultMessage: 'Message' },
  messageHint: { id: 'gifting.setup.messageHint', defaultMessage: 'Max. 180 characters' },
  previewTitle: { id: 'gifting.setup.previewTitle', defaultMessage: 'Preview of the voucher' },
  previewHeading: { id: 'gifting.setup.previewHeading', defaultMessage: 'A gift for you' },
  previewStay: { id: 'gifting.setup.previewStay', defaultMessage: '{nights, plural, one {# night} other {# nights}} for 2 at {hotel}' },
  previewFrom: { id: 'gifting.setup.previewFrom', defaultMessage: 'From {name}' },
  previewDesign: { id: 'gifting.setup.previewDesign', defaultMessage: 'Design: {design}' },
  summaryTitle: { id: 'gifting.setup.summaryTitle', defaultMessage: 'Price summary' },
  summaryStay: { id: 'gifting.setup.summaryStay', defaultMessage: 'Gift stay, {nights, plural, one {# night} other {# nights}}' },
  summaryPromo: { id: 'gifting.setup.summaryPromo', defaultMessage: 'Promo: -{promo}%' },
  summaryShipping: { id: 'gifting.setup.summaryShipping', defaultMessage: 'Delivery' },
  summaryCustomization: { id: 'gifting.setup.summaryCustomization', defaultMessage: 'Customization' },
  summaryTotal: { id: 'gifting.setup.summaryTotal', defaultMessage: 'Total amount' },
  free: { id: 'gifting.setup.free', defaultMessage: 'Free' },
  offer: { id: 'gifting.setup.offer', defaultMessage: 'Offer' },
});
