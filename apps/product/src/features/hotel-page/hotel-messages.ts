import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the hotel page; English source texts are the spec's where it gives them (product-side.md sections 2, 4 and 8). */
export const hotelMessages = defineMessages<{
  loading: NoMessageValues;
  notFoundText: NoMessageValues;
  tabOffers: NoMessageValues;
  tabAbout: NoMessageValues;
  tabReviews: NoMessageValues;
  about: NoMessageValues;
  offersTitle: NoMessageValues;
  seeAvailability: NoMessageValues;
  seeOffer: NoMessageValues;
  offerDetails: NoMessageValues;
  noOffers: NoMessageValues;
  noAvailability: NoMessageValues;
  /** `phone`: any value, so the number can be a tel: link. */
  callUs: { phone: MessageValue };
  seeAllOffers: NoMessageValues;
  offersLoading: NoMessageValues;
  roomOffers: NoMessageValues;
}>({
  loading: { id: 'product.hotel.loading', defaultMessage: 'Loading the hotel…' },
  notFoundText: { id: 'product.hotel.notFoundText', defaultMessage: 'We can’t seem to find the hotel you are looking for.' },
  tabOffers: { id: 'product.hotel.tab.offers', defaultMessage: 'Getaways' },
  tabAbout: { id: 'product.hotel.tab.about', defaultMessage: 'About' },
  tabReviews: { id: 'product.hotel.tab.reviews', defaultMessage: 'Reviews' },
  about: { id: 'product.hotel.about', defaultMessage: 'About the hotel' },
  offersTitle: { id: 'product.hotel.offers', defaultMessage: 'Our getaways in this hotel' },
  seeAvailability: { id: 'product.hotel.seeAvailability', defaultMessage: 'See availability' },
  seeOffer: { id: 'product.hotel.seeOffer', defaultMessage: 'See offer' },
  offerDetails: { id: 'product.hotel.offerDetails', defaultMessage: 'See details' },
  noOffers: { id: 'product.hotel.noOffers', defaultMessage: 'Sorry, we currently don’t have any offers for this hotel.' },
  noAvailability: { id: 'product.hotel.noAvailability', defaultMessage: 'Sorry, no availability on your dates' },
  callUs: { id: 'product.hotel.callUs', defaultMessage: 'Our advisers can find you another date: call {phone}' },
  seeAllOffers: { id: 'product.hotel.seeAllOffers', defaultMessage: 'See all offers' },
  offersLoading: { id: 'product.hotel.offersLoading', defaultMessage: 'Looking for this hotel’s getaways…' },
  roomOffers: { id: 'product.hotel.roomOffers', defaultMessage: 'Getaways in this room' },
});
