import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the CMS home's blocks that the CMS does not write. */
export const homeMessages = defineMessages<{
  sellingPoints: NoMessageValues;
  seeAllOffers: NoMessageValues;
  boxOldPrice: { price: string };
  boxRating: { rating: string };
  flowTabs: NoMessageValues;
  flowBooking: NoMessageValues;
  flowGifting: NoMessageValues;
  flowActivity: NoMessageValues;
}>({
  sellingPoints: { id: 'shell.home.sellingPoints', defaultMessage: 'Why book with us' },
  seeAllOffers: { id: 'shell.home.topSearch.seeAll', defaultMessage: 'See all the offers' },
  boxOldPrice: { id: 'shell.home.boxes.oldPrice', defaultMessage: 'Instead of {price}' },
  boxRating: { id: 'shell.home.boxes.rating', defaultMessage: 'Rating: {rating}' },
  flowTabs: { id: 'shell.home.flowTabs', defaultMessage: 'What are you looking for?' },
  flowBooking: { id: 'shell.home.flowTabs.booking', defaultMessage: 'Stays' },
  flowGifting: { id: 'shell.home.flowTabs.gifting', defaultMessage: 'Gifts' },
  flowActivity: { id: 'shell.home.flowTabs.activity', defaultMessage: 'Activities' },
});
