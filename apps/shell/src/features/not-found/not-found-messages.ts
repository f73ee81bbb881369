import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the not-found page and its expired-offer variant (product-side.md section 2). */
export const notFoundMessages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  home: NoMessageValues;
  checking: NoMessageValues;
  expiredTitle: NoMessageValues;
  expiredText: NoMessageValues;
  otherOffer: { hotel: string };
  hotelOffers: NoMessageValues;
  helpTitle: NoMessageValues;
  findWeekend: NoMessageValues;
  selectionTitle: NoMessageValues;
}>({
  title: { id: 'shell.notFound.title', defaultMessage: 'Oops!' },
  body: { id: 'shell.notFound.body', defaultMessage: "We can't seem to find the page you are looking for. Error code: 404" },
  home: { id: 'shell.notFound.home', defaultMessage: 'Go to the homepage' },
  checking: { id: 'shell.notFound.checking', defaultMessage: 'Looking for this offer…' },
  expiredTitle: { id: 'shell.notFound.expiredTitle', defaultMessage: 'Too late!' },
  expiredText: { id: 'shell.notFound.expiredText', defaultMessage: 'This offer has expired... Fortunately, we have other stays to suggest you.' },
  otherOffer: { id: 'shell.notFound.otherOffer', defaultMessage: 'Other offer in {hotel}' },
  hotelOffers: { id: 'shell.notFound.hotelOffers', defaultMessage: 'See other offers from this hotel' },
  helpTitle: { id: 'shell.notFound.helpTitle', defaultMessage: 'But we can help you find your next weekend' },
  findWeekend: { id: 'shell.notFound.findWeekend', defaultMessage: 'Find a weekend' },
  selectionTitle: { id: 'shell.notFound.selectionTitle', defaultMessage: 'Our selection of the moment' },
});
