import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the product page; English source texts are the spec's where it gives them (product-side.md sections 2, 4 and 8). */
export const productMessages = defineMessages<{
  loading: NoMessageValues;
  tabDescription: NoMessageValues;
  tabRoom: NoMessageValues;
  tabExperience: NoMessageValues;
  tabReviews: NoMessageValues;
  tabHotel: NoMessageValues;
  includesTitle: NoMessageValues;
  includesNights: { count: number };
  includesBreakfasts: { count: number };
  includesDinners: { count: number };
  includesActivities: { count: number };
  programTitle: NoMessageValues;
  roomTitle: NoMessageValues;
  quantity: { count: number };
  bookingTitle: NoMessageValues;
  seePrices: NoMessageValues;
  missingDates: NoMessageValues;
  notAvailable: NoMessageValues;
  noPrice: NoMessageValues;
  clearDates: NoMessageValues;
  hotelTitle: NoMessageValues;
  giftSwitch: NoMessageValues;
  otherOffers: { hotel: string };
  noOtherOffers: NoMessageValues;
  giftTitle: NoMessageValues;
  giftNights: NoMessageValues;
  nightsCount: { count: number };
  giftValidity: NoMessageValues;
  offer: NoMessageValues;
  notGiftable: NoMessageValues;
  bookInstead: NoMessageValues;
  seeHotelOffers: NoMessageValues;
  bookingBar: NoMessageValues;
  bookingBarSections: NoMessageValues;
}>({
  loading: { id: 'product.page.loading', defaultMessage: 'Loading the stay…' },
  tabDescription: { id: 'product.page.tab.description', defaultMessage: 'Description' },
  tabRoom: { id: 'product.page.tab.room', defaultMessage: 'Room' },
  tabExperience: { id: 'product.page.tab.experience', defaultMessage: 'Experience' },
  tabReviews: { id: 'product.page.tab.reviews', defaultMessage: 'Reviews' },
  tabHotel: { id: 'product.page.tab.hotel', defaultMessage: 'Hotel' },
  includesTitle: { id: 'product.page.includes', defaultMessage: 'Your stay includes' },
  includesNights: { id: 'product.page.includes.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  includesBreakfasts: { id: 'product.page.includes.breakfasts', defaultMessage: '{count, plural, one {# breakfast} other {# breakfasts}}' },
  includesDinners: { id: 'product.page.includes.dinners', defaultMessage: '{count, plural, one {# dinner} other {# dinners}}' },
  includesActivities: { id: 'product.page.includes.activities', defaultMessage: '{count, plural, one {# activity} other {# activities}}' },
  programTitle: { id: 'product.page.program', defaultMessage: 'The programme' },
  roomTitle: { id: 'product.page.room', defaultMessage: 'Your room' },
  quantity: { id: 'product.page.quantity', defaultMessage: '× {count}' },
  bookingTitle: { id: 'product.page.booking', defaultMessage: 'Book this stay' },
  seePrices: { id: 'product.page.seePrices', defaultMessage: 'See prices' },
  missingDates: { id: 'product.page.missingDates', defaultMessage: 'Please choose your travel dates.' },
  notAvailable: { id: 'product.page.notAvailable', defaultMessage: 'Sorry, no availability on your dates' },
  noPrice: { id: 'product.page.noPrice', defaultMessage: 'No more availabilities. Update your stay criteria to enjoy the provider offers.' },
  clearDates: { id: 'product.page.clearDates', defaultMessage: 'See all offers' },
  hotelTitle: { id: 'product.page.hotel', defaultMessage: 'The hotel' },
  giftSwitch: { id: 'product.page.giftSwitch', defaultMessage: 'Offer this stay as a gift' },
  otherOffers: { id: 'product.page.otherOffers', defaultMessage: 'Other offer in {hotel}' },
  noOtherOffers: { id: 'product.page.noOtherOffers', defaultMessage: 'No other offer at this hotel for your stay.' },
  giftTitle: { id: 'product.page.giftTitle', defaultMessage: 'Offer this stay' },
  giftNights: { id: 'product.page.giftNights', defaultMessage: 'Length of the stay' },
  nightsCount: { id: 'product.page.nightsCount', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  giftValidity: { id: 'product.page.giftValidity', defaultMessage: 'Gift voucher for 2 people, valid 1 year; the digital voucher is sent by email at once.' },
  offer: { id: 'product.page.offer', defaultMessage: 'Offer' },
  notGiftable: { id: 'product.page.notGiftable', defaultMessage: 'This stay cannot be offered as a gift.' },
  bookInstead: { id: 'product.page.bookInstead', defaultMessage: 'Book it for yourself' },
  seeHotelOffers: { id: 'product.page.seeHotelOffers', defaultMessage: 'See other offers from this hotel' },
  bookingBar: { id: 'product.page.bookingBar', defaultMessage: 'Quick booking' },
  bookingBarSections: { id: 'product.page.bookingBar.sections', defaultMessage: 'Go to a section' },
});
